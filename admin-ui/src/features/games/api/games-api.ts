// The game calls of the console: the catalogue (super admin), a client's games and assigning them.
import type { GameFormText } from '@gamepod/contracts/http';
import { adminGet, adminPost, adminUpload } from '#app-state/api/admin-api.ts';

const multipart = (fields: Record<string, string>, poster: File | null) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  // the file goes last: the server reads the plain fields before the file part
  if (poster) data.append('image', poster);
  return data;
};

/** Where assigned games go: the whole client (both empty), a lab, or a pod of that lab. */
export type AssignTarget = { readonly lab_id: string; readonly pod_id: string };

/** How many rows a page of the catalogue table shows. */
export const CATALOGUE_PAGE_SIZE = 10;

/** How many games a page of the Assign Games modal lists. */
export const ASSIGN_PAGE_SIZE = 8;

export const gamesApi = {
  /** A page of the whole catalogue, by name. */
  catalogue: (page: number, search: string) =>
    adminGet('/admin/kiosk/games_list', { client_id: '0', page, length: CATALOGUE_PAGE_SIZE, search }),

  game: (game_id: string) => adminGet('/admin/game/edit', { game_id }).then((d) => d.game),

  create: (form: GameFormText, poster: File, onProgress?: (f: number) => void) =>
    adminUpload('/admin/game/create', multipart(form, poster), onProgress, { quiet: true }),

  update: (game_id: string, form: GameFormText, poster: File | null, onProgress?: (f: number) => void) =>
    adminUpload('/admin/game/update', multipart({ ...form, game_id }, poster), onProgress, { quiet: true }),

  remove: (game_id: string) => adminPost('/admin/game/delete', { game_id }),

  /** A page of a client's games: one row per assignment (client, lab or pod), plus the cloud games. */
  clientGames: (client_id: string, page: number) =>
    adminGet('/admin/kiosk/games_list', { client_id, page, length: CATALOGUE_PAGE_SIZE }),

  /**
   * A page of the catalogue, each game marked as the target has it (assigned, locked): the
   * whole client, or one of its labs or pods.
   */
  catalogueFor: (for_client_id: string, at: AssignTarget, page: number, search: string) =>
    adminGet('/admin/kiosk/games_list', {
      client_id: '0',
      for_client_id,
      lab_id: at.lab_id || undefined,
      pod_id: at.pod_id || undefined,
      page,
      length: ASSIGN_PAGE_SIZE,
      search,
    }),

  /** Gives games to the whole client, or to one of its labs or pods. */
  assign: (client_id: string, at: AssignTarget, game_ids: string[]) =>
    adminPost('/admin/kiosk/add_gameids', {
      mode: 'add',
      client_id,
      game_ids,
      ...(at.lab_id ? { lab_id: at.lab_id } : {}),
      ...(at.pod_id ? { pod_id: at.pod_id } : {}),
    }),

  /** The client's labs and a lab's pods, for choosing where games go. */
  labs: (client_id: string) => adminGet('/admin/kiosk/labs', { client_id }).then((d) => d.labs),
  pods: (client_id: string, lab_id: string) => adminGet('/admin/kiosk/pods', { client_id, lab_id }).then((d) => d.pods),

  /** Takes a game back from where it was given: the client, one of its labs or one of its pods. */
  unassign: (client_id: string, game_id: string, at: { lab_id?: string; pod_id?: string }) =>
    adminPost('/admin/kiosk/del_gameids', { mode: 'del', client_id, game_ids: [game_id], ...at }),
};

// The game calls of the console: the catalogue (super admin) and a client's assigned games.
import { adminGet, adminPost, adminUpload } from '../../../lib/admin-api.ts';

/** The Deploy Game and Edit Game form as the server reads it (text fields; the poster apart). */
export type GameFormBody = {
  readonly title: string;
  readonly search_title: string;
  readonly platform: string;
  readonly esrb: string;
  readonly released: string;
  readonly expired: string;
  readonly genre: string;
  readonly type: string;
  readonly status: string;
  readonly install_size: string;
  readonly is_survey_only: string;
};

const multipart = (fields: Record<string, string>, poster: File | null) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  // the file goes last: the server reads the plain fields before the file part
  if (poster) data.append('image', poster);
  return data;
};

/** How many rows a page of the catalogue table shows. */
export const CATALOGUE_PAGE_SIZE = 10;

export const gamesApi = {
  /** A page of the whole catalogue, by name. */
  catalogue: (page: number, search: string) =>
    adminGet('/admin/kiosk/games_list', { client_id: '0', page, length: CATALOGUE_PAGE_SIZE, search }),

  game: (game_id: string) => adminGet('/admin/game/edit', { game_id }).then((d) => d.game),

  create: (form: GameFormBody, poster: File, onProgress?: (f: number) => void) =>
    adminUpload('/admin/game/create', multipart(form, poster), onProgress, { quiet: true }),

  update: (game_id: string, form: GameFormBody, poster: File | null, onProgress?: (f: number) => void) =>
    adminUpload('/admin/game/update', multipart({ ...form, game_id }, poster), onProgress, { quiet: true }),

  remove: (game_id: string) => adminPost('/admin/game/delete', { game_id }),
};

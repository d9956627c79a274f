import { clientsProjection, gamesProjection, labsProjection, type ReadModel } from '@gamepod/projections';
import type { LightMyRequestResponse } from 'fastify';
import { FileStore } from '../../src/files/file-store.ts';
import { multipartBody } from './fleet-admin.ts';
import { type KioskServices, openKioskServices } from './kiosk-fixtures.ts';
import { pngOf } from './sample-files.ts';

/** The game tests' services: kiosk pods, the clients, labs and games read models, and game shortcuts. */
export type GameServices = KioskServices & {
  /** The super admin's token. */
  su(): Promise<string>;
  /** POSTs the Deploy Game form as multipart, with a poster unless `poster` is null. */
  createGame(
    fields?: Record<string, string>,
    poster?: { bytes: Uint8Array; type?: string; filename?: string } | null,
    token?: string,
  ): Promise<LightMyRequestResponse>;
  /** Deploys a game as the super admin; returns its id. */
  game(fields?: Record<string, string>): Promise<string>;
  /** Assigns games to a client (or its lab or pod) as the super admin. */
  assign(clientId: string, gameIds: readonly string[], at?: { lab_id?: string; pod_id?: string }): Promise<void>;
};

let counter = 0;

/** A valid Deploy Game form, as multipart text fields; the title is unique unless given. */
export function gameForm(fields: Record<string, string> = {}): Record<string, string> {
  return {
    title: `Game ${process.pid} ${Date.now().toString(36)} ${counter++}`,
    search_title: 'arcade classic',
    platform: 'xb,ps',
    esrb: 'Everyone',
    released: '05/31/2024',
    expired: '',
    genre: 'Sports',
    type: 'local',
    status: 'active',
    install_size: '12.5',
    is_survey_only: '0',
    ...fields,
  };
}

/** Opens isolated services for the game tests; `close` also drops the files the tests stored. */
export async function openGameServices(opts: { extra?: readonly ReadModel[] } = {}): Promise<GameServices> {
  const k = await openKioskServices({
    extra: [clientsProjection, labsProjection, gamesProjection, ...(opts.extra ?? [])],
  });
  const su = () => k.token(4, null);
  const createGame: GameServices['createGame'] = async (fields = gameForm(), poster = undefined, token) => {
    const file =
      poster === null
        ? undefined
        : {
            field: 'image',
            filename: poster?.filename ?? 'poster.png',
            type: poster?.type ?? 'image/png',
            bytes: poster?.bytes ?? pngOf(4, 4, [200, 40, 40]),
          };
    const { payload, headers } = multipartBody(fields, file);
    const auth = { authorization: `Bearer ${token ?? (await su())}` };
    return k.app.inject({
      method: 'POST',
      url: '/api/v1/admin/game/create',
      payload,
      headers: { ...headers, ...auth },
    });
  };
  return {
    ...k,
    su,
    createGame,
    async game(fields = {}) {
      const res = await createGame(gameForm(fields));
      if (res.statusCode !== 200) throw new Error(`game deploy failed: ${res.statusCode} ${res.body}`);
      return (res.json() as { data: { game: { GameId: string } } }).data.game.GameId;
    },
    async assign(clientId, gameIds, at = {}) {
      const body = { client_id: clientId, game_ids: gameIds, ...at };
      const res = await k.post('/api/v1/admin/kiosk/add_gameids', body, await su());
      if (res.statusCode !== 200) throw new Error(`assign failed: ${res.statusCode} ${res.body}`);
    },
    async close() {
      await new FileStore(k.env.nc, k.env.names).destroyAll();
      await k.close();
    },
  };
}

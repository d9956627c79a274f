import { readInteger, readOptionalString, readString } from './helper-input.ts';
import { fail, HelperInputError, HelperRefusal, ok } from './helper-reply.ts';
import type { RouteContext, RouteTable } from './helper-route.ts';
import { PLATFORMS, type Platform, type StationState, XDS, type Xd } from './station-state.ts';

/**
 * A requested game reports started once its startup time has passed. Every request settles
 * first, so whichever call comes next sees the progress.
 */
export function settleGame(state: StationState, now: Date): StationState {
  const { game } = state;
  if (game.started || game.requested_at === null) return state;
  const readyAt = Date.parse(game.requested_at) + game.startup_ms;
  if (now.getTime() < readyAt) return state;
  return {
    ...state,
    game: { ...game, started: true, playing: true, started_at: new Date(readyAt).toISOString() },
  };
}

/** The helper's answer to a start the control page made fail. */
export const GAME_START_FAILED = 'The game could not be started';

export const unsupportedPlatformMessage = (platform: string) =>
  `Game play initiated but platform ${platform} not supported by pod`;

const isPlatform = (v: string): v is Platform => (PLATFORMS as readonly string[]).includes(v);

/** Which slot and platform a start request means, or a refusal the kiosk can show. */
function resolveTarget(state: StationState, xdInput: string | undefined, platformInput: string | undefined) {
  if (xdInput === undefined && platformInput === undefined) throw new HelperInputError('xd or platform is required');
  const xd = xdInput === undefined ? undefined : XDS.find((x) => x === xdInput);
  if (xdInput !== undefined && xd === undefined) throw new HelperInputError('xd must be one of xd1, xd2');
  // The platform in the message is what was asked for; a bare slot request names the slot.
  const asked = platformInput ?? xdInput ?? '';
  const slot: Xd | undefined = xd ?? XDS.find((x) => state.consoles[x] === platformInput);
  if (slot === undefined) throw new HelperRefusal(unsupportedPlatformMessage(asked));
  const attached = state.consoles[slot];
  if (attached === 'start') throw new HelperRefusal(`The console on ${slot} is still starting`);
  if (!isPlatform(attached)) throw new HelperRefusal(unsupportedPlatformMessage(asked));
  if (platformInput !== undefined && platformInput !== attached) {
    throw new HelperRefusal(unsupportedPlatformMessage(asked));
  }
  if (state.consoles[`${attached}_disabled`]) throw new HelperRefusal(unsupportedPlatformMessage(asked));
  return { xd: slot, platform: attached };
}

function gameStart({ state, input, now }: RouteContext) {
  const game_id = readString(input, 'game_id');
  const players = input.players === undefined ? null : readInteger(input, 'players', 1, 4);
  const target = resolveTarget(state, readOptionalString(input, 'xd'), readOptionalString(input, 'platform'));
  if (state.consoles.pod_disabled) throw new HelperRefusal('This Gamepod is disabled or updating.');
  if (state.game.fail_next_start) {
    return fail({ ...state, game: { ...state.game, fail_next_start: false } }, 409, GAME_START_FAILED);
  }
  const requested: StationState = {
    ...state,
    station: { ...state.station, push_menu: false },
    game: {
      ...state.game,
      ...target,
      started: false,
      playing: false,
      game_id,
      players,
      requested_at: now.toISOString(),
      started_at: null,
    },
  };
  const next = settleGame(requested, now);
  return ok(
    next,
    { game_id, ...target, game_started: next.game.started },
    { message: `Game play initiated on ${target.xd}` },
  );
}

const gameData = (g: StationState['game']) => ({
  game_id: g.game_id ?? '',
  platform: g.platform ?? '',
  xd: g.xd ?? '',
  started_at: g.started_at ?? '',
});

/** POST /game/play/game_start, GET /game/check/game_started and game_playing. */
export const GAME_ROUTES: RouteTable = {
  '/game/play/game_start': { method: 'POST', handle: gameStart },
  '/game/check/game_started': {
    method: 'GET',
    handle: ({ state }) => ok(state, { game_started: state.game.started, ...gameData(state.game) }),
  },
  '/game/check/game_playing': {
    method: 'GET',
    handle: ({ state }) => ok(state, { game_playing: state.game.playing, ...gameData(state.game) }),
  },
};

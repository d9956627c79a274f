import { callsSince, type RecordedCall } from './call-log.ts';
import { controlPageHtml } from './control-page.ts';
import { settleGame } from './helper-game-routes.ts';
import { readBoolean, readChoice, readInteger, readOptionalBoolean, readOptionalString } from './helper-input.ts';
import { HelperInputError } from './helper-reply.ts';
import { renderStationScreenshot, screenMode } from './screenshot.ts';
import {
  applyStationPatch,
  noGame,
  PHYSICAL_LOGOUT_REASONS,
  PLATFORMS,
  type StationState,
  XDS,
  type Xd,
} from './station-state.ts';

/** Where the control surface lives on the simulator, beside (not under) /api/v1. */
export const CONTROL_PREFIX = '/control';

/** How the simulated helper misbehaves on purpose. */
export type SimulatorFaults = {
  /** Helper calls get their socket destroyed, like a dead service. The control surface stays up. */
  offline: boolean;
  /** Added before every helper reply. */
  latency_ms: number;
  /** Failures come back as success with empty data, as some real helper calls do. */
  swallow_errors: boolean;
};

export type ControlContext = {
  state: StationState;
  initial: StationState;
  faults: SimulatorFaults;
  calls: readonly RecordedCall[];
  now: Date;
};

export type ControlRequest = { method: string; path: string; body?: unknown; query?: Readonly<Record<string, string>> };

/** What to send and what changed; the server stores `state` and `faults` when present. */
export type ControlResult = {
  status: number;
  contentType: 'application/json' | 'text/html; charset=utf-8' | 'image/png';
  body: unknown;
  state?: StationState;
  faults?: SimulatorFaults;
  clearCalls?: true;
};

const json = (body: unknown, status = 200): ControlResult => ({ status, contentType: 'application/json', body });
const changed = (state: StationState): ControlResult => ({ ...json(state), state });
const CONSOLE_KEYS = ['xd1', 'xd2', 'xb_disabled', 'ps_disabled', 'sw_disabled', 'pc_disabled', 'pod_disabled'];

class ControlError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

function asRecord(body: unknown): Record<string, unknown> {
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body as Record<string, unknown>;
  throw new ControlError('the body must be a JSON object');
}

function patch(state: StationState, p: unknown): ControlResult {
  try {
    return changed(applyStationPatch(state, p));
  } catch (err) {
    throw new ControlError((err as Error).message);
  }
}

function setGame(state: StationState, body: Record<string, unknown>, now: Date): ControlResult {
  const started = readOptionalBoolean(body, 'started');
  const playing = readOptionalBoolean(body, 'playing');
  if (started === false) return changed({ ...state, game: noGame(state.game) });
  // Naming a slot always starts afresh there; a bare started: true keeps a game already running.
  if (started === true && (state.game.requested_at === null || body.xd !== undefined)) {
    const wanted = readOptionalString(body, 'xd');
    const xd: Xd | undefined = wanted
      ? readChoice(body, 'xd', XDS)
      : XDS.find((x) => (PLATFORMS as readonly string[]).includes(state.consoles[x]));
    const platform = xd && PLATFORMS.find((p) => p === state.consoles[xd]);
    if (!xd || !platform) throw new ControlError('no console is attached to start a game on', 409);
    const at = now.toISOString();
    const game_id = readOptionalString(body, 'game_id') ?? 'sim-game';
    const game = { ...state.game, xd, platform, game_id, requested_at: at, started_at: at };
    return changed({ ...state, game: { ...game, started: true, playing: playing ?? true } });
  }
  if (playing === undefined) return changed(state);
  if (state.game.requested_at === null) throw new ControlError('no game is running; send started: true first', 409);
  return changed({ ...state, game: { ...state.game, started: true, playing } });
}

/** How the next game starts: its startup time, and whether the helper refuses it. */
function setGameStart(state: StationState, body: Record<string, unknown>): ControlResult {
  const startup_ms =
    body.startup_ms === undefined ? state.game.startup_ms : readInteger(body, 'startup_ms', 0, 86_400_000);
  const fail_next_start = readOptionalBoolean(body, 'fail_next') ?? state.game.fail_next_start;
  return changed({ ...state, game: { ...state.game, startup_ms, fail_next_start } });
}

function setFaults(faults: SimulatorFaults, body: Record<string, unknown>): ControlResult {
  const next: SimulatorFaults = {
    offline: readOptionalBoolean(body, 'offline') ?? faults.offline,
    latency_ms: body.latency_ms === undefined ? faults.latency_ms : readInteger(body, 'latency_ms', 0, 60_000),
    swallow_errors: readOptionalBoolean(body, 'swallow_errors') ?? faults.swallow_errors,
  };
  return { ...json(next), faults: next };
}

function route(ctx: ControlContext, method: string, path: string, req: ControlRequest): ControlResult {
  const { state, now } = ctx;
  const body = () => asRecord(req.body ?? {});
  switch (`${method} ${path}`) {
    case 'GET /control':
      return { status: 200, contentType: 'text/html; charset=utf-8', body: controlPageHtml() };
    case 'GET /control/state':
      return json(state);
    case 'POST /control/state':
      return patch(state, req.body);
    case 'POST /control/restore':
      return changed(ctx.initial);
    case 'POST /control/consoles': {
      const unknown = Object.keys(body()).filter((k) => !CONSOLE_KEYS.includes(k));
      if (unknown.length) throw new ControlError(`unknown console fields: ${unknown.join(', ')}`);
      return patch(state, { consoles: body() });
    }
    case 'POST /control/press-logout': {
      const reason = readChoice(body(), 'reason', PHYSICAL_LOGOUT_REASONS);
      return changed({ ...state, physical_logout: { pending: true, reason, pressed_at: now.toISOString() } });
    }
    case 'POST /control/idle':
      return changed({ ...state, station: { ...state.station, idle: readBoolean(body(), 'idle') } });
    case 'POST /control/asleep':
      return changed({ ...state, station: { ...state.station, asleep: readBoolean(body(), 'asleep') } });
    case 'POST /control/game':
      return setGame(state, body(), now);
    case 'POST /control/game-start':
      return setGameStart(state, body());
    case 'POST /control/offline':
      return setFaults(ctx.faults, { offline: readBoolean(body(), 'offline') });
    case 'GET /control/faults':
      return json(ctx.faults);
    case 'POST /control/faults':
      return setFaults(ctx.faults, body());
    case 'GET /control/calls': {
      const since = req.query?.since;
      if (since === undefined) return json(ctx.calls);
      try {
        return json(callsSince(ctx.calls, since));
      } catch (err) {
        throw new ControlError((err as Error).message);
      }
    }
    case 'DELETE /control/calls':
      return { ...json({ cleared: ctx.calls.length }), clearCalls: true };
    case 'GET /control/overview':
      return json({
        state,
        faults: ctx.faults,
        screen_mode: screenMode(state),
        call_count: ctx.calls.length,
        calls: ctx.calls.slice(-20).reverse(),
      });
    case 'GET /control/screenshot.png':
      return { status: 200, contentType: 'image/png', body: renderStationScreenshot(state) };
    default:
      throw new ControlError(`unknown control route ${method} ${path}`, 404);
  }
}

/**
 * Answers one control request without IO. The control surface lets tests and people change
 * the station the way its hardware would (consoles, buttons, sensors) and read what the
 * bridge called.
 */
export function handleControlRequest(ctx: ControlContext, req: ControlRequest): ControlResult {
  const settledCtx = { ...ctx, state: settleGame(ctx.state, ctx.now) };
  const bare = req.path.split('?')[0] ?? '';
  const path = bare.length > 1 && bare.endsWith('/') ? bare.slice(0, -1) : bare;
  try {
    return route(settledCtx, req.method.toUpperCase(), path, req);
  } catch (err) {
    if (err instanceof ControlError) return json({ error: err.message }, err.status);
    if (err instanceof HelperInputError) return json({ error: err.message }, 400);
    throw err;
  }
}

import { CHECK_ROUTES, CREATE_ROUTES } from './helper-check-routes.ts';
import { GAME_ROUTES, settleGame } from './helper-game-routes.ts';
import type { HelperInput } from './helper-input.ts';
import { LED_ROUTES } from './helper-led-routes.ts';
import { fail, HelperInputError, HelperRefusal, type HelperResult } from './helper-reply.ts';
import type { RouteTable } from './helper-route.ts';
import { SET_ROUTES } from './helper-set-routes.ts';
import { renderStationScreenshot } from './screenshot.ts';
import type { StationState } from './station-state.ts';

/** Where the helper API lives on the station. */
export const HELPER_PREFIX = '/api/v1';

/** Our addition to the helper API: the station's screen as a PNG, for admin thumbnails. */
export const SCREENSHOT_PATH = '/kiosk/check/screenshot';

/** One helper request as plain data. `path` may carry the /api/v1 prefix or not. */
export type HelperRequest = {
  method: string;
  path: string;
  body?: unknown;
  query?: Readonly<Record<string, string>>;
};

const ROUTES: RouteTable = {
  ...CHECK_ROUTES,
  ...CREATE_ROUTES,
  ...SET_ROUTES,
  ...LED_ROUTES,
  ...GAME_ROUTES,
  [SCREENSHOT_PATH]: {
    method: 'GET',
    handle: ({ state }) => ({
      status: 200,
      contentType: 'image/png',
      body: renderStationScreenshot(state),
      state,
    }),
  },
};

/** Every helper path the simulator answers, without the /api/v1 prefix. */
export const HELPER_ROUTE_PATHS: readonly string[] = Object.keys(ROUTES);

/** The method a helper path expects, or undefined when the simulator does not know the path. */
export function helperRouteMethod(path: string): 'GET' | 'POST' | undefined {
  return ROUTES[routePath(path)]?.method;
}

function routePath(path: string): string {
  const bare = path.split('?')[0] ?? '';
  const unprefixed = bare.startsWith(`${HELPER_PREFIX}/`) ? bare.slice(HELPER_PREFIX.length) : bare;
  return unprefixed.length > 1 && unprefixed.endsWith('/') ? unprefixed.slice(0, -1) : unprefixed;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Answers one helper call against `state` without any IO: the server around it stores
 * `result.state` and acts on `result.effects`. Bad input gives 400, a refusal for the
 * station's current state 409, an unknown path 404; all with `status: false`.
 * @example handleHelperRequest(state, { method: 'POST', path: '/kiosk/set/vol_change', body: { volume: 30 } }, new Date())
 */
export function handleHelperRequest(state: StationState, req: HelperRequest, now: Date): HelperResult {
  const settled = settleGame(state, now);
  const method = req.method.toUpperCase();
  const path = routePath(req.path);
  const route = ROUTES[path];
  if (!route) return fail(settled, 404, `Unknown helper route ${method} ${HELPER_PREFIX}${path}`);
  if (route.method !== method) {
    return fail(settled, 405, `${HELPER_PREFIX}${path} takes ${route.method}, not ${method}`);
  }
  if (req.body !== undefined && req.body !== null && !isRecord(req.body)) {
    return fail(settled, 400, 'The body must be a JSON object or a form');
  }
  const input: HelperInput = { ...req.query, ...(isRecord(req.body) ? req.body : {}) };
  try {
    return route.handle({ state: settled, input, now });
  } catch (err) {
    if (err instanceof HelperInputError) return fail(settled, 400, err.message);
    if (err instanceof HelperRefusal) return fail(settled, 409, err.message);
    throw err;
  }
}

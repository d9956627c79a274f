import type { HelperInput } from './helper-input.ts';
import type { HelperResult } from './helper-reply.ts';
import type { StationState } from './station-state.ts';

/** What one route handler sees. `now` comes in so handlers stay pure. */
export type RouteContext = { state: StationState; input: HelperInput; now: Date };

export type HelperRoute = { method: 'GET' | 'POST'; handle: (ctx: RouteContext) => HelperResult };

/** Routes keyed by their path under /api/v1, e.g. `/kiosk/check/pod_id`. */
export type RouteTable = Readonly<Record<string, HelperRoute>>;

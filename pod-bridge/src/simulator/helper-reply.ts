import type { StationState } from './station-state.ts';

/**
 * The helper's reply envelope. The kiosk reads `success` on helper calls and `status` on
 * product calls, so the simulator sends both with the same value.
 */
export type HelperEnvelope = {
  success: boolean;
  status: boolean;
  message: string;
  data: Record<string, unknown>;
};

/** Something the server around the pure handler should do beyond storing the next state. */
export type HelperEffect = { kind: 'reboot' } | { kind: 'reset' };

/** The outcome of one helper request: what to send back and the station afterwards. */
export type HelperResult = {
  status: number;
  contentType: 'application/json' | 'image/png';
  body: HelperEnvelope | Uint8Array;
  state: StationState;
  effects?: HelperEffect[];
};

/** A bad input: the handler answers 400 with this message. */
export class HelperInputError extends Error {
  override name = 'HelperInputError';
}

/** A refusal for the station's current state (locked LED, unsupported platform…): answered with 409. */
export class HelperRefusal extends Error {
  override name = 'HelperRefusal';
}

export function envelope(ok: boolean, message: string, data: Record<string, unknown> = {}): HelperEnvelope {
  return { success: ok, status: ok, message, data };
}

/** A 200 success carrying `data`. */
export function ok(
  state: StationState,
  data: Record<string, unknown>,
  extra: { message?: string; effects?: HelperEffect[] } = {},
): HelperResult {
  const result: HelperResult = {
    status: 200,
    contentType: 'application/json',
    body: envelope(true, extra.message ?? 'ok', data),
    state,
  };
  if (extra.effects?.length) result.effects = extra.effects;
  return result;
}

/** A failure envelope with `status: false`; the state is returned unchanged. */
export function fail(state: StationState, status: number, message: string): HelperResult {
  return { status, contentType: 'application/json', body: envelope(false, message), state };
}

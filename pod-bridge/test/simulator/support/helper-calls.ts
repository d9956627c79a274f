import type { HelperEnvelope, HelperResult } from '../../../src/simulator/helper-reply.ts';
import { handleHelperRequest } from '../../../src/simulator/helper-routes.ts';
import type { StationState } from '../../../src/simulator/station-state.ts';

export const T0 = new Date('2026-03-02T10:00:00.000Z');

/** The JSON envelope of a result; fails the test when the result is an image. */
export function envelopeOf(result: HelperResult): HelperEnvelope {
  if (result.body instanceof Uint8Array) throw new Error('expected a JSON envelope, got an image');
  return result.body;
}

export function get(state: StationState, path: string, now = T0): HelperResult {
  return handleHelperRequest(state, { method: 'GET', path }, now);
}

export function post(state: StationState, path: string, body: unknown = {}, now = T0): HelperResult {
  return handleHelperRequest(state, { method: 'POST', path, body }, now);
}

/** The data of a successful call; fails the test with the helper's message otherwise. */
export function dataOf(result: HelperResult): Record<string, unknown> {
  const env = envelopeOf(result);
  if (!env.status) throw new Error(`expected success, got ${result.status}: ${env.message}`);
  return env.data;
}

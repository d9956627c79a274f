import assert from 'node:assert/strict';
import type { HelperEnvelope } from '../../../src/simulator/helper-reply.ts';
import type { HelperSimulator } from '../../../src/simulator/simulator-server.ts';

export const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

export async function helper(sim: HelperSimulator, path: string, init?: RequestInit) {
  const res = await fetch(`${sim.url}${path}`, init);
  return { status: res.status, body: (await res.json()) as HelperEnvelope };
}

export async function control(sim: HelperSimulator, path: string, body?: unknown) {
  const res = await fetch(`${sim.controlUrl}${path}`, body === undefined ? undefined : json(body));
  assert.equal(res.status, 200, `control ${path} answered ${res.status}`);
  return res.json();
}

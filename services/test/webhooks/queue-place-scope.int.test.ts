import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openTestEnv, type TestEnv } from '@gamepod/devkit';
import { EventStore, ensureStreams } from '@gamepod/event-store';
import { catalogue, type NewEvent, SYSTEM_ACTOR, uuidv7 } from '@gamepod/events';
import { jetstreamManager } from '@nats-io/jetstream';
import { queuePlaceScope } from '../../src/webhooks/application/queue-place-scope.ts';

const context = { actor: SYSTEM_ACTOR };
const at = (min: number) => new Date(Date.UTC(2026, 11, 7, 14, min)).toISOString();

describe("a lab queue event's place, as queue.advanced tells it", () => {
  let env: TestEnv;
  let store: EventStore;

  before(async () => {
    env = await openTestEnv();
    await ensureStreams(await jetstreamManager(env.nc), env.names);
    store = new EventStore({ nc: env.nc, names: env.names, registry: catalogue });
  });
  after(() => env.close());

  it('gives each event its ticket and the line after it, one commit of an expiry and the next offer included', async () => {
    const lab = uuidv7();
    const ada = { entry_id: uuidv7(), user_id: uuidv7() };
    const bo = { entry_id: uuidv7(), user_id: uuidv7() };
    const commits: NewEvent[][] = [
      [{ type: 'LabQueueJoined', data: { ...ada, ticket: 1, display_name: 'Ada L.', platform: null } }],
      [{ type: 'LabQueueJoined', data: { ...bo, ticket: 2, display_name: 'Bo K.', platform: 'xb' } }],
      [{ type: 'LabQueueSeatOffered', data: { ...ada, pod_id: 'p1', expires_at: at(10) } }],
      [
        { type: 'LabQueueOfferExpired', data: { ...ada, pod_id: 'p1', expires_at: at(10) } },
        { type: 'LabQueueSeatOffered', data: { ...bo, pod_id: 'p1', expires_at: at(20) } },
      ],
      [{ type: 'LabQueueLeft', data: { ...bo, released_pod_id: 'p1' } }],
    ];
    let version = 0;
    for (const events of commits) {
      version = (await store.append('lab_queue', lab, events, { expectedVersion: version, context })).seq;
    }
    // read once the whole line has moved on: each event still tells what it did then
    const { events } = await store.read('lab_queue', lab);
    const places = [];
    for (const e of events) places.push([e.type, await queuePlaceScope(store, e)]);
    assert.deepEqual(places, [
      ['LabQueueJoined', { ticket: 1, platform: null, line_length: 1 }],
      ['LabQueueJoined', { ticket: 2, platform: 'xb', line_length: 2 }],
      ['LabQueueSeatOffered', { ticket: 1, platform: null, line_length: 2 }],
      ['LabQueueOfferExpired', { ticket: 1, platform: null, line_length: 1 }],
      ['LabQueueSeatOffered', { ticket: 2, platform: 'xb', line_length: 1 }],
      ['LabQueueLeft', { ticket: 2, platform: 'xb', line_length: 0 }],
    ]);
  });
});

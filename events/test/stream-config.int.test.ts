import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { jetstreamManager } from '@nats-io/jetstream';
import {
  EVENTS_MAX_MSG_SIZE,
  ensureStreams,
  eventsStreamConfig,
  ISOLATED_EVENTS_MAX_BYTES,
} from '../src/stream-config.ts';
import { storeFixture } from './support/test-events.ts';

describe('the events stream', () => {
  const f = storeFixture();

  it('is capped in bytes, refuses new messages at the cap and never drops old ones', async () => {
    const jsm = await jetstreamManager(f.env.nc);
    const { config } = await jsm.streams.info(f.env.names.eventsStream);
    assert.equal(config.max_bytes, ISOLATED_EVENTS_MAX_BYTES);
    assert.equal(config.max_msg_size, EVENTS_MAX_MSG_SIZE);
    assert.equal(config.discard, 'new');
    assert.equal(config.max_age, 0);
  });

  it('gets the new limits when it existed before them', async () => {
    const jsm = await jetstreamManager(f.env.nc);
    const name = f.env.names.eventsStream;
    // as a stream made before the cap: no byte limit
    await jsm.streams.update(name, { max_bytes: -1 });
    assert.equal((await jsm.streams.info(name)).config.max_bytes, -1);
    await ensureStreams(jsm, f.env.names);
    const { config } = await jsm.streams.info(name);
    assert.equal(config.max_bytes, eventsStreamConfig(f.env.names).max_bytes);
    assert.equal(config.deny_delete, true, 'the rest of the config is left as it was');
  });
});

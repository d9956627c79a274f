import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { uuidv7 } from '@gamepod/events';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import {
  EVENTS_MAX_MSG_SIZE,
  ensureStreams,
  eventsStreamConfig,
  ISOLATED_EVENTS_MAX_BYTES,
} from '../src/stream-config.ts';
import { storeFixture } from './support/test-store.ts';

describe('the events stream', () => {
  const f = storeFixture();

  it('is capped in bytes, refuses new messages at the cap and never drops old ones', async () => {
    const jsm = await jetstreamManager(f.env.nc);
    const { config } = await jsm.streams.info(f.env.names.eventsStream);
    assert.equal(config.max_bytes, ISOLATED_EVENTS_MAX_BYTES);
    assert.equal(config.max_msg_size, EVENTS_MAX_MSG_SIZE);
    assert.equal(config.discard, 'new');
    assert.equal(config.max_age, 0);

    // the same stream with a cap a test can reach: the publish past it is refused, the first stays
    const name = f.env.names.eventsStream;
    await jsm.streams.update(name, { max_bytes: 4096 });
    const js = jetstream(f.env.nc);
    const body = new Uint8Array(1000).fill(0x61);
    const subject = `${f.env.names.prefix}.evt.filler.f1`;
    const first = await js.publish(subject, body, { msgID: uuidv7() });
    let refused: unknown;
    for (let i = 0; i < 10 && !refused; i++) {
      await js.publish(subject, body, { msgID: uuidv7() }).catch((err: unknown) => {
        refused = err;
      });
    }
    assert.match(String(refused), /maximum bytes/i);
    const { state } = await jsm.streams.info(name);
    assert.equal(state.first_seq, first.seq, 'nothing old was dropped to make room');
    await jsm.streams.update(name, { max_bytes: ISOLATED_EVENTS_MAX_BYTES });
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

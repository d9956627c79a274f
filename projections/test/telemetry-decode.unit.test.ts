import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { catalogue, isolatedNames } from '@gamepod/events';
import { decodeRelevant, decodeTelemetry } from '@gamepod/log-runtime';
import { podPresenceProjection, presenceRow } from '../src/pod-presence/pod-presence.projection.ts';

const names = isolatedNames('unit');
const json = (v: unknown) => new TextEncoder().encode(JSON.stringify(v));
const time = new Date('2026-12-01T10:00:00Z');

describe('decoding a telemetry message', () => {
  it('reads the kind and pod id from the subject, the JSON body, and the stream time', () => {
    const t = decodeTelemetry(names, { seq: 7, subject: 'tunit.tel.heartbeat.pod-1', data: json({ a: 1 }), time });
    assert.deepEqual(t, {
      seq: 7,
      subject: 'tunit.tel.heartbeat.pod-1',
      kind: 'heartbeat',
      pod_id: 'pod-1',
      received_at: time,
      data: { a: 1 },
    });
  });

  it('skips a body that is not JSON instead of failing the batch', () => {
    const raw = { seq: 1, subject: 'tunit.tel.heartbeat.p', data: new TextEncoder().encode('{nope'), time };
    assert.equal(decodeTelemetry(names, raw), null);
  });

  it('skips a subject without exactly a kind and a pod id', () => {
    for (const subject of ['tunit.tel.heartbeat', 'tunit.tel.heartbeat.p.extra', 'tunit.evt.pod.p', 'other.tel.x.p']) {
      assert.equal(decodeTelemetry(names, { seq: 1, subject, data: json({}), time }), null, subject);
    }
  });

  it('hands a telemetry projection only the kinds it reads; the others only move the checkpoint', () => {
    const opts = { projection: podPresenceProjection, names, registry: catalogue };
    const activity = decodeRelevant(opts, { seq: 3, subject: 'tunit.tel.activity.p', data: json({}), time });
    assert.deepEqual(
      { seq: activity.seq, events: activity.events, refused: activity.refused },
      {
        seq: 3,
        events: [],
        refused: undefined,
      },
    );
    const beat = decodeRelevant(opts, { seq: 4, subject: 'tunit.tel.heartbeat.p', data: json({}), time });
    assert.equal(beat.events.length, 1);
  });
});

describe('a heartbeat as a pod_presence row', () => {
  const message = (data: unknown) => ({
    seq: 1,
    subject: 'tunit.tel.heartbeat.p',
    kind: 'heartbeat',
    pod_id: 'p',
    received_at: time,
    data,
  });

  it("keeps the bridge's fields and the server's receive time", () => {
    const at = '2026-12-01T09:59:58.000Z';
    const row = presenceRow(
      message({ at, helper_ok: true, uptime_s: 120.7, buffered: 2, dropped: 0, version: '1.2.0' }),
    );
    assert.deepEqual(row, {
      pod_id: 'p',
      last_heartbeat_at: time,
      sent_at: new Date(at),
      helper_ok: true,
      uptime_s: 120,
      buffered: 2,
      dropped: 0,
      version: '1.2.0',
    });
  });

  it('turns bad fields into nulls and a missing helper_ok into false: the heartbeat still counts', () => {
    const row = presenceRow(message({ at: 'yesterday', helper_ok: 'yes', uptime_s: -1, buffered: 1.5, version: 3 }));
    assert.deepEqual(row, {
      pod_id: 'p',
      last_heartbeat_at: time,
      sent_at: null,
      helper_ok: false,
      uptime_s: null,
      buffered: null,
      dropped: null,
      version: null,
    });
    assert.equal(presenceRow(message(null)).helper_ok, false);
  });
});

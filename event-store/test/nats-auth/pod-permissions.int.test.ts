import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { isolatedNames, uuidv7 } from '@gamepod/events';
import {
  AckPolicy,
  type JetStreamClient,
  type JetStreamManager,
  jetstream,
  jetstreamManager,
  StorageType,
} from '@nats-io/jetstream';
import { type NatsConnection, PermissionViolationError } from '@nats-io/nats-core';
import {
  appPermissions,
  bridgeConsumerName,
  bridgeInboxPrefix,
  mintUserCreds,
  podPermissions,
  podScreensBucket,
} from '../../src/nats-auth/index.ts';
import { ensureStreams } from '../../src/stream-config.ts';
import { authServerFixture } from './auth-server.ts';

const te = new TextEncoder();

/** Rejects with the permission error, whichever way nats.js surfaces it for this call. */
async function assertDenied(what: Promise<unknown>, subject: string): Promise<void> {
  await assert.rejects(what, (err: unknown) => {
    const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
    assert.ok(cause instanceof PermissionViolationError, `expected a permission violation, got ${String(err)}`);
    assert.equal(cause.subject, subject);
    return true;
  });
}

describe('a pod bridge user', () => {
  const f = authServerFixture();
  const names = isolatedNames(uuidv7());
  const podA = uuidv7();
  const podB = uuidv7();
  // what a station writes goes to its station subject; its commands come on its pod's subject
  const evtA = `${names.prefix}.evt.station.${podA}`;
  const evtB = `${names.prefix}.evt.station.${podB}`;
  const commandsA = `${names.prefix}.evt.pod.${podA}`;
  const bucket = podScreensBucket(names);
  let app: NatsConnection;
  let appJsm: JetStreamManager;
  let bridge: NatsConnection;
  let js: JetStreamClient;

  /** Last message on a subject as the app user sees it, or null when nothing landed. */
  const last = (subject: string) => appJsm.direct.getMessage(names.eventsStream, { last_by_subj: subject });

  before(async () => {
    app = await f.connectWith(mintUserCreds(f.material, { name: 'app', permissions: appPermissions() }));
    appJsm = await jetstreamManager(app);
    await ensureStreams(appJsm, names);
    // a stand-in for the screenshots KV bucket: a KV bucket is a stream over `$KV.<bucket>.>`
    await appJsm.streams.add({
      name: `KV_${bucket}`,
      subjects: [`$KV.${bucket}.>`],
      storage: StorageType.File,
      max_msgs_per_subject: 1,
    });
    for (const pod of [podA, podB]) {
      await appJsm.consumers.add(names.eventsStream, {
        durable_name: bridgeConsumerName(pod),
        filter_subject: `${names.prefix}.evt.pod.${pod}`,
        ack_policy: AckPolicy.Explicit,
      });
    }
    const creds = mintUserCreds(f.material, { name: `bridge-${podA}`, permissions: podPermissions(names, podA) });
    bridge = await f.connectWith(creds, { inboxPrefix: bridgeInboxPrefix(podA), name: `bridge-${podA}` });
    js = jetstream(bridge);
  });

  describe('for pod A', () => {
    it('can JetStream-publish to its own station subject and gets an ack', async () => {
      const ack = await js.publish(evtA, te.encode('[{"type":"PodConsoleStatusChanged"}]'), { msgID: uuidv7() });
      assert.equal(ack.stream, names.eventsStream);
      assert.equal((await last(evtA))?.seq, ack.seq);
    });

    it('can append with an expected last subject sequence', async () => {
      const before = (await last(evtA))?.seq ?? 0;
      const ack = await js.publish(evtA, te.encode('[]'), { expect: { lastSubjectSequence: before } });
      assert.ok(ack.seq > before);
    });

    it('can publish its heartbeat and activity telemetry', async () => {
      for (const kind of ['heartbeat', 'activity']) {
        const ack = await js.publish(`${names.prefix}.tel.${kind}.${podA}`, te.encode('{}'));
        assert.equal(ack.stream, names.telemetryStream);
      }
    });

    it('can write its own screenshot key', async () => {
      const ack = await js.publish(`$KV.${bucket}.${podA}`, te.encode('png'));
      assert.equal(ack.stream, `KV_${bucket}`);
    });

    it('can pull its commands from its durable consumer and ack them', async () => {
      const appJs = jetstream(app);
      await appJs.publish(commandsA, te.encode('[{"type":"PodCommandIssued","n":1}]'));
      await appJs.publish(commandsA, te.encode('[{"type":"PodCommandIssued","n":2}]'));
      const consumer = await js.consumers.get(names.eventsStream, bridgeConsumerName(podA));
      const got: string[] = [];
      const batch = await consumer.fetch({ max_messages: 100, expires: 1_000 });
      for await (const m of batch) {
        got.push(m.subject);
        assert.ok(await m.ackAck(), 'the server confirms the ack');
      }
      assert.ok(got.length >= 2);
      assert.ok(got.every((s) => s === commandsA));
      const info = await appJsm.consumers.info(names.eventsStream, bridgeConsumerName(podA));
      assert.equal(info.num_pending, 0);
      assert.equal(info.num_ack_pending, 0);
    });
  });

  describe('when it reaches beyond its own station', () => {
    it('cannot publish to pod B, and nothing lands in the stream', async () => {
      await assertDenied(js.publish(evtB, te.encode('[]')), evtB);
      assert.equal(await last(evtB), null);
    });

    it("cannot publish to its own pod's subject, which services write and read as trusted", async () => {
      const before = (await last(commandsA))?.seq ?? null;
      await assertDenied(js.publish(commandsA, te.encode('[]')), commandsA);
      assert.equal((await last(commandsA))?.seq ?? null, before);
    });

    it('cannot publish a lab event', async () => {
      const subject = `${names.prefix}.evt.lab.x`;
      await assertDenied(js.publish(subject, te.encode('[]')), subject);
      assert.equal(await last(subject), null);
    });

    it('cannot make a uniqueness claim', async () => {
      const subject = `${names.prefix}.evt.claim.mac.abc`;
      await assertDenied(js.publish(subject, te.encode('[]')), subject);
    });

    it("cannot publish pod B's telemetry or write pod B's screenshot", async () => {
      const tel = `${names.prefix}.tel.heartbeat.${podB}`;
      await assertDenied(js.publish(tel, te.encode('{}')), tel);
      const kv = `$KV.${bucket}.${podB}`;
      await assertDenied(js.publish(kv, te.encode('png')), kv);
    });

    // with the permission missing, `closed` would never resolve: bound the wait
    it('cannot subscribe to the event subjects', { timeout: 5_000 }, async () => {
      const sub = bridge.subscribe(`${names.prefix}.evt.>`);
      const err = await sub.closed;
      assert.ok(err instanceof PermissionViolationError);
      assert.equal(err.operation, 'subscription');
    });

    it("cannot subscribe to pod B's inbox or the default inbox", { timeout: 5_000 }, async () => {
      for (const subject of [`${bridgeInboxPrefix(podB)}.>`, '_INBOX.>']) {
        const sub = bridge.subscribe(subject);
        assert.ok((await sub.closed) instanceof PermissionViolationError, subject);
      }
    });

    it("cannot pull from pod B's consumer", async () => {
      const consumer = bridgeConsumerName(podB);
      await assertDenied(
        js.consumers.get(names.eventsStream, consumer),
        `$JS.API.CONSUMER.INFO.${names.eventsStream}.${consumer}`,
      );
      const next = `$JS.API.CONSUMER.MSG.NEXT.${names.eventsStream}.${consumer}`;
      await assertDenied(bridge.request(next, te.encode('{"batch":1}'), { timeout: 2_000 }), next);
      const info = await appJsm.consumers.info(names.eventsStream, consumer);
      assert.equal(info.delivered.stream_seq, 0, "pod B's consumer delivered nothing");
    });

    it('cannot create a consumer', async () => {
      const jsm = await jetstreamManager(bridge, { checkAPI: false });
      await assert.rejects(
        jsm.consumers.add(names.eventsStream, { durable_name: 'sneaky', ack_policy: AckPolicy.Explicit }),
        (err: unknown) => {
          const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
          return cause instanceof PermissionViolationError;
        },
      );
      const list = await appJsm.consumers.list(names.eventsStream).next();
      assert.deepEqual(list.map((c) => c.name).sort(), [bridgeConsumerName(podA), bridgeConsumerName(podB)].sort());
    });

    it('cannot read the stream through direct get', async () => {
      const subject = `$JS.API.DIRECT.GET.${names.eventsStream}`;
      await assertDenied(bridge.request(subject, te.encode('{"seq":1}'), { timeout: 2_000 }), subject);
    });

    it('still works after its refused attempts: a violation does not cost it its connection', async () => {
      assert.equal(bridge.isClosed(), false);
      const ack = await js.publish(evtA, te.encode('[]'));
      assert.equal(ack.stream, names.eventsStream);
    });
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  appSigner,
  bridgeConsumerName,
  createAuthMaterial,
  decodeNatsJwt,
  podPermissions,
  podScreensBucket,
} from '@gamepod/events';
import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { buildApp } from '../src/app.ts';
import { openPodServices, type PodServices, type TestClient } from './support/pod-fixtures.ts';

type Registration = {
  pod_id: string;
  creds: string | null;
  stream: string;
  consumer: string;
  subject_prefix: string;
  inbox_prefix: string;
  screens_bucket: string;
};
const URL = '/api/v1/bridge/register';

describe('bridge registration', () => {
  let f: PodServices;
  let client: TestClient;
  let labId: string;
  before(async () => {
    f = await openPodServices();
    client = await f.client();
    labId = await f.lab(client.id);
  });
  after(() => f.close());

  const register = async (pod_id_key: string) => {
    const res = await f.post(URL, { pod_id_key });
    return { res, data: (res.json() as { data: Registration }).data };
  };

  describe('when a deployed pod registers with its key', () => {
    it('answers with its pod id, its consumer and no creds when NATS runs without auth', async () => {
      const pod = await f.deployPod(client, labId);
      const { res, data } = await register(pod.pod_id_key);
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(data, {
        pod_id: pod.id,
        creds: null,
        stream: f.env.names.eventsStream,
        consumer: `bridge_${pod.id}`,
        subject_prefix: f.env.names.prefix,
        inbox_prefix: `_INBOX_${pod.id}`,
        screens_bucket: podScreensBucket(f.env.names),
      });
    });

    it("creates the durable consumer on the pod's own subject, explicit acks, from its first event", async () => {
      const pod = await f.deployPod(client, labId);
      await register(pod.pod_id_key);
      const jsm = await jetstreamManager(f.env.nc);
      const info = await jsm.consumers.info(f.env.names.eventsStream, bridgeConsumerName(pod.id));
      assert.equal(info.config.filter_subject, `${f.env.names.prefix}.evt.pod.${pod.id}`);
      assert.equal(info.config.ack_policy, AckPolicy.Explicit);
      assert.equal(info.config.deliver_policy, DeliverPolicy.All);
      assert.ok(info.num_pending >= 1, 'the PodDeployed commit is waiting for the bridge');
    });

    it('keeps the consumer and its ack floor when the pod registers again', async () => {
      const pod = await f.deployPod(client, labId);
      await register(pod.pod_id_key);
      const jsm = await jetstreamManager(f.env.nc);
      const consumer = await jetstream(f.env.nc).consumers.get(f.env.names.eventsStream, bridgeConsumerName(pod.id));
      const batch = await consumer.fetch({ max_messages: 10, expires: 1_000 });
      for await (const m of batch) await m.ackAck();
      const first = await jsm.consumers.info(f.env.names.eventsStream, bridgeConsumerName(pod.id));
      assert.ok(first.ack_floor.stream_seq > 0);

      const { res } = await register(pod.pod_id_key);
      assert.equal(res.statusCode, 200);
      const again = await jsm.consumers.info(f.env.names.eventsStream, bridgeConsumerName(pod.id));
      assert.equal(again.created, first.created, 'the same consumer');
      assert.equal(again.ack_floor.stream_seq, first.ack_floor.stream_seq);
      assert.equal(again.num_pending, 0);
    });

    it('creates the screenshots bucket', async () => {
      const pod = await f.deployPod(client, labId);
      await register(pod.pod_id_key);
      const jsm = await jetstreamManager(f.env.nc);
      const info = await jsm.streams.info(`KV_${podScreensBucket(f.env.names)}`);
      assert.equal(info.config.max_msgs_per_subject, 1);
      assert.equal(info.config.max_msg_size, 1024 * 1024);
      await jsm.streams.delete(info.config.name);
    });
  });

  describe('when NATS runs in operator mode', () => {
    it("mints creds limited to the pod's own subjects", async (t) => {
      const material = createAuthMaterial();
      const app = buildApp({ ...f.deps, natsAuth: appSigner(material) });
      t.after(() => app.close());
      await app.ready();
      const pod = await f.deployPod(client, labId);
      const res = await app.inject({ method: 'POST', url: URL, payload: { pod_id_key: pod.pod_id_key } });
      assert.equal(res.statusCode, 200, res.body);
      const creds = (res.json() as { data: Registration }).data.creds ?? '';
      const jwt = /-----BEGIN NATS USER JWT-----\n(.+)\n/.exec(creds)?.[1] ?? '';
      const { claims } = decodeNatsJwt(jwt) as unknown as {
        claims: { nats: { pub: unknown; sub: unknown; issuer_account: string } };
      };
      const expected = podPermissions(f.env.names, pod.id);
      assert.deepEqual(claims.nats.pub, expected.pub);
      assert.deepEqual(claims.nats.sub, expected.sub);
      assert.equal(claims.nats.issuer_account, material.app.publicKey);
      assert.match(creds, /BEGIN USER NKEY SEED/);
    });
  });

  describe('when the key is not a live, active pod', () => {
    it("answers an unknown key with 401 'Gamepod not authorized.'", async () => {
      const { res } = await register('GP-0000-0000-0000');
      assert.equal(res.statusCode, 401);
      assert.equal(res.json().message, 'Gamepod not authorized.');
    });

    it("answers an inactive pod's key with 401 and creates no consumer", async () => {
      const pod = await f.deployPod(client, labId, { is_active: 0 });
      const { res } = await register(pod.pod_id_key);
      assert.equal(res.statusCode, 401);
      const jsm = await jetstreamManager(f.env.nc);
      await assert.rejects(jsm.consumers.info(f.env.names.eventsStream, bridgeConsumerName(pod.id)));
    });
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  appSigner,
  bridgeConsumerName,
  createAuthMaterial,
  decodeNatsJwt,
  podPermissions,
  podScreensBucket,
  STATION_CREDS_TTL_SEC,
  STATION_USER_LIMITS,
} from '@gamepod/event-store/nats-auth';
import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { nkeys } from '@nats-io/nats-core';
import { buildApp } from '../../src/app.ts';
import { openPodServices, type PodServices, type TestClient } from '../support/pod-fixtures.ts';

type Registration = {
  pod_id: string;
  jwt: string | null;
  expires_at: string | null;
  station_secret?: string;
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

  // each test's station: it enrols on its first registration and uses its secret after that
  const secrets = new Map<string, string>();
  const register = async (pod_id_key: string) => {
    const secret = secrets.get(pod_id_key);
    const body = secret
      ? { pod_id_key, station_secret: secret }
      : { pod_id_key, nats_user_key: nkeys.createUser().getPublicKey() };
    const res = await f.post(URL, body);
    const data = (res.json() as { data: Registration }).data;
    if (data?.station_secret) secrets.set(pod_id_key, data.station_secret);
    return { res, data };
  };
  const podEvents = async (podId: string) => (await f.deps.store.read('pod', podId)).events.map((e) => e.type);

  describe('when a deployed pod registers with its key', () => {
    it('answers with its pod id, its consumer, its station secret and no JWT when NATS runs without auth', async () => {
      const pod = await f.deployPod(client, labId);
      const { res, data } = await register(pod.pod_id_key);
      assert.equal(res.statusCode, 200, res.body);
      const { station_secret, ...rest } = data;
      assert.match(station_secret ?? '', /^[A-Za-z0-9_-]{40,}$/);
      assert.deepEqual(rest, {
        pod_id: pod.id,
        jwt: null,
        expires_at: null,
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
    it("mints an expiring, size-limited JWT for the station's own key, limited to the pod's own subjects", async (t) => {
      const material = createAuthMaterial();
      const app = buildApp({ ...f.deps, natsAuth: appSigner(material) });
      t.after(() => app.close());
      await app.ready();
      const pod = await f.deployPod(client, labId);
      const user = nkeys.createUser();
      const res = await app.inject({
        method: 'POST',
        url: URL,
        payload: { pod_id_key: pod.pod_id_key, nats_user_key: user.getPublicKey() },
      });
      assert.equal(res.statusCode, 200, res.body);
      const data = (res.json() as { data: Registration }).data;
      const { claims } = decodeNatsJwt(data.jwt ?? '') as unknown as {
        claims: {
          sub: string;
          iat: number;
          exp?: number;
          nats: { pub: unknown; sub: unknown; issuer_account: string; payload: number; subs: number };
        };
      };
      const expected = podPermissions(f.env.names, pod.id);
      assert.deepEqual(claims.nats.pub, expected.pub);
      assert.deepEqual(claims.nats.sub, expected.sub);
      assert.equal(claims.nats.issuer_account, material.app.publicKey);
      assert.equal(claims.sub, user.getPublicKey(), 'the JWT names the key the station holds the seed of');
      assert.equal(claims.exp, claims.iat + STATION_CREDS_TTL_SEC);
      assert.equal(data.expires_at, new Date((claims.exp ?? 0) * 1000).toISOString());
      assert.equal(claims.nats.payload, STATION_USER_LIMITS.payload);
      assert.equal(claims.nats.subs, STATION_USER_LIMITS.subs);
    });
  });

  describe('when the station has enrolled', () => {
    it('refuses the pod key alone with 401, appending nothing', async () => {
      const pod = await f.deployPod(client, labId);
      assert.equal((await register(pod.pod_id_key)).res.statusCode, 200);
      const before = await podEvents(pod.id);
      assert.equal(before.filter((type) => type === 'PodStationEnrolled').length, 1);
      const res = await f.post(URL, { pod_id_key: pod.pod_id_key, nats_user_key: nkeys.createUser().getPublicKey() });
      assert.equal(res.statusCode, 401, res.body);
      assert.match(res.json().message, /already enrolled/);
      assert.deepEqual(await podEvents(pod.id), before);
    });

    it('registers with its station secret and answers no new secret', async () => {
      const pod = await f.deployPod(client, labId);
      await register(pod.pod_id_key);
      const { res, data } = await register(pod.pod_id_key);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(data.pod_id, pod.id);
      assert.equal(data.station_secret, undefined);
    });

    it('refuses a wrong station secret with 401', async () => {
      const pod = await f.deployPod(client, labId);
      await register(pod.pod_id_key);
      const res = await f.post(URL, { pod_id_key: pod.pod_id_key, station_secret: 'not-the-secret' });
      assert.equal(res.statusCode, 401);
    });

    it('lets the station enrol again once an admin reopens its enrolment', async () => {
      const pod = await f.deployPod(client, labId);
      const first = (await register(pod.pod_id_key)).data.station_secret;
      const reopen = await f.post(
        '/api/v1/admin/kiosk/pod/reopen_enrolment',
        { pod_id: pod.id },
        await f.token(4, null),
      );
      assert.equal(reopen.statusCode, 200, reopen.body);
      const old = await f.post(URL, { pod_id_key: pod.pod_id_key, station_secret: first ?? '' });
      assert.equal(old.statusCode, 401, 'the old secret no longer registers');
      const res = await f.post(URL, { pod_id_key: pod.pod_id_key, nats_user_key: nkeys.createUser().getPublicKey() });
      assert.equal(res.statusCode, 200, res.body);
      assert.notEqual((res.json() as { data: Registration }).data.station_secret, first);
    });

    it('refuses a client admin of another client reopening the enrolment', async () => {
      const pod = await f.deployPod(client, labId);
      await register(pod.pod_id_key);
      const other = await f.client();
      const res = await f.post(
        '/api/v1/admin/kiosk/pod/reopen_enrolment',
        { pod_id: pod.id },
        await f.token(3, other.id),
      );
      assert.equal(res.statusCode, 403);
    });
  });

  describe('when enrolling with a malformed NATS user key', () => {
    it('answers 400 and enrols nothing', async () => {
      const pod = await f.deployPod(client, labId);
      const res = await f.post(URL, { pod_id_key: pod.pod_id_key, nats_user_key: `U${'A'.repeat(55)}` });
      assert.equal(res.statusCode, 400, res.body);
      assert.equal((await podEvents(pod.id)).includes('PodStationEnrolled'), false);
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

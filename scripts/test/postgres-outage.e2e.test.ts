// Postgres goes away under a running product: first every connection is cut (what a failover or
// an idle-connection reaper does to clients), then the server stops and starts again (a
// maintenance restart). Nothing may crash; while Postgres is gone health names it and requests
// that need it get a 503; within 10 s of it answering again, a login, a pod command and an admin
// write work, and everything acknowledged before, during and after is in the read models.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eventually, type PrivatePostgres, startPrivatePostgres } from '@gamepod/devkit';
import { ACCOUNTS, DEMO_PASSWORD, type ProductHarness, startProductHarness } from '../test-support/product-harness.ts';

const RECOVERY_MS = 10_000;

type SimState = { counters: { reboot: number } };
type Lag = { lag: number | null; checkpoint: number | null };
type Health = {
  status: boolean;
  message: string;
  data: { postgres: { ok: boolean }; projections: Lag[]; reactions: Lag[] };
};

describe('when Postgres drops its connections or restarts under a running product', () => {
  let postgres: PrivatePostgres;
  let h: ProductHarness;
  /** The labs whose deploy was acknowledged: each must be in the read model at the end. */
  const acknowledgedLabs: string[] = [];

  before(async () => {
    postgres = await startPrivatePostgres();
    h = await startProductHarness({ pods: 1, name: 'pg-outage', postgresUrl: postgres.url });
  });
  after(async () => {
    await h?.close();
    await postgres?.destroy();
  });

  const adminLogin = async () => {
    const res = await fetch(`${h.baseUrl}/api/v1/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: ACCOUNTS.admin, password: DEMO_PASSWORD }),
    });
    const body = (await res.json()) as { status: boolean; message: string; data: { token?: string } };
    return { code: res.status, ...body };
  };
  const deployLab = async (name: string) => {
    const reply = await h.api('/admin/kiosk/deployment/lab', {
      body: {
        client_id: h.clientId,
        lab_name: name,
        address1: '1 Main St',
        address2: 'Suite 2',
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
        note: 'first floor',
        is_active: 1,
        is_paid: 0,
      },
    });
    if (reply.status) acknowledgedLabs.push(name);
    return reply;
  };
  const reboots = async () => ((await h.control(0, 'state')) as SimState).counters.reboot;

  /** A login, a pod command that reaches the station, and an admin write, each within the bound. */
  async function productWorks(label: string) {
    const started = Date.now();
    const login = await eventually(
      `${label}: an admin login`,
      async () => {
        const r = await adminLogin();
        return r.status && r.data.token ? r : null;
      },
      { timeoutMs: RECOVERY_MS, intervalMs: 200 },
    );
    assert.ok(login.data.token);
    const before = await reboots();
    await eventually(
      `${label}: a pod command`,
      async () => {
        const r = await h.api('/admin/run/command', { body: { command_type: 'reboot', pod_ids: [h.podIds[0]] } });
        return r.status ? r : null;
      },
      { timeoutMs: RECOVERY_MS, intervalMs: 200 },
    );
    await eventually(
      `${label}: the station carries the command out`,
      async () => ((await reboots()) > before ? true : null),
      {
        timeoutMs: RECOVERY_MS,
        intervalMs: 200,
      },
    );
    await eventually(
      `${label}: an admin write`,
      async () => {
        const r = await deployLab(`${label} lab ${Date.now()}`);
        return r.status ? r : null;
      },
      { timeoutMs: RECOVERY_MS, intervalMs: 200 },
    );
    return Date.now() - started;
  }

  it('serves as usual before anything happens', async () => {
    await productWorks('before');
  });

  it('comes back within 10 s after every connection is cut', async () => {
    const rowCount = await postgres.cutConnections();
    assert.ok(rowCount > 5, `cut ${rowCount} connections`);
    await productWorks('after the cut');
  });

  it('says Postgres is down while it is, and answers 503 to what needs it', async () => {
    await postgres.stop();
    const health = await eventually(
      'health to name Postgres',
      async () => {
        const res = await fetch(`${h.baseUrl}/api/v1/health`);
        const body = (await res.json()) as Health;
        return res.status === 503 && !body.data.postgres.ok ? body : null;
      },
      { timeoutMs: RECOVERY_MS, intervalMs: 200 },
    );
    assert.equal(health.status, false);
    assert.match(health.message, /postgres/i);

    const login = await adminLogin();
    assert.equal(login.code, 503);
    assert.equal(login.status, false);
    assert.match(login.message, /try again/i);

    const res = await fetch(`${h.baseUrl}/api/v1/admin/kiosk/labs`, {
      headers: { authorization: `Bearer ${h.adminToken}` },
    });
    assert.equal(res.status, 503);
    const body = (await res.json()) as { status: boolean; message: string };
    assert.equal(body.status, false);
  });

  it('comes back within 10 s after Postgres starts again, with everything acknowledged', async () => {
    await postgres.start();
    await productWorks('after the restart');
    const { labs } = (await h.api(`/admin/kiosk/labs?client_id=${h.clientId}`)).data as { labs: { value: string }[] };
    const names = new Set(labs.map((l) => l.value));
    for (const lab of acknowledgedLabs) assert.ok(names.has(lab), `the acknowledged lab "${lab}" is in the read model`);
    let last = '';
    await eventually(
      'every read model caught up',
      async () => {
        const res = await fetch(`${h.baseUrl}/api/v1/health`);
        const body = (await res.json()) as Health;
        last = JSON.stringify(body.data);
        const caughtUp = (m: { lag: number | null; checkpoint: number | null }) =>
          m.checkpoint !== null && (m.lag === 0 || m.lag === null);
        return res.status === 200 && body.data.projections.every(caughtUp) && body.data.reactions.every(caughtUp)
          ? true
          : null;
      },
      { timeoutMs: 30_000, intervalMs: 250 },
    ).catch((err: Error) => assert.fail(`${err.message}; health said ${last}`));
  });
});

// What a test of a server going away checks of the product around it: that the things people do
// (a login, a pod command reaching its station, an admin write) work again within a bound, that
// health says what is down, and that everything acknowledged ends up in the read models.
import assert from 'node:assert/strict';
import { eventually } from '@gamepod/devkit';
import { ACCOUNTS, DEMO_PASSWORD, type ProductHarness } from './product-harness.ts';

type SimState = { counters: { reboot: number } };
type Lag = { lag: number | null; checkpoint: number | null };
export type HealthReply = {
  status: boolean;
  message: string;
  data: { nats: { ok: boolean }; postgres: { ok: boolean }; projections: Lag[]; reactions: Lag[] };
};

/** A product under test and what it acknowledged, for the checks below. */
export type OutageChecks = {
  /** An admin's login as the console makes it, with its HTTP status. */
  adminLogin(): Promise<{ code: number; status: boolean; message: string; data: { token?: string } }>;
  /** The health reply and its HTTP status. */
  health(): Promise<{ code: number; body: HealthReply }>;
  /** Waits until health answers `code` and `ok(body)` holds; returns that body. */
  healthUntil(what: string, code: number, ok: (b: HealthReply) => boolean, timeoutMs: number): Promise<HealthReply>;
  /** A login, a pod command the station carries out, and an admin write, each within `boundMs`. */
  productWorks(label: string, boundMs: number): Promise<void>;
  /** Every lab whose deploy was acknowledged is in the read model, and every read model has caught up. */
  nothingAcknowledgedMissing(): Promise<void>;
};

export function outageChecks(h: () => ProductHarness): OutageChecks {
  /** The labs whose deploy was acknowledged: each must be in the read model at the end. */
  const acknowledgedLabs: string[] = [];
  const adminLogin: OutageChecks['adminLogin'] = async () => {
    const res = await fetch(`${h().baseUrl}/api/v1/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: ACCOUNTS.admin, password: DEMO_PASSWORD }),
    });
    const body = (await res.json()) as { status: boolean; message: string; data: { token?: string } };
    return { code: res.status, ...body };
  };
  const health: OutageChecks['health'] = async () => {
    const res = await fetch(`${h().baseUrl}/api/v1/health`);
    return { code: res.status, body: (await res.json()) as HealthReply };
  };
  const deployLab = async (name: string) => {
    const reply = await h().api('/admin/kiosk/deployment/lab', {
      body: {
        client_id: h().clientId,
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
  const reboots = async () => ((await h().control(0, 'state')) as SimState).counters.reboot;

  return {
    adminLogin,
    health,
    async healthUntil(what, code, ok, timeoutMs) {
      let last = '';
      return eventually(
        what,
        async () => {
          const r = await health();
          last = `${r.code} ${JSON.stringify(r.body).slice(0, 400)}`;
          return r.code === code && ok(r.body) ? r.body : null;
        },
        { timeoutMs, intervalMs: 200 },
      ).catch((err: Error) => assert.fail(`${err.message}; health said ${last}`));
    },
    async productWorks(label, boundMs) {
      const within = { timeoutMs: boundMs, intervalMs: 200 };
      await eventually(
        `${label}: an admin login`,
        async () => {
          const r = await adminLogin();
          return r.status && r.data.token ? r : null;
        },
        within,
      );
      const before = await reboots();
      await eventually(
        `${label}: a pod command`,
        async () => {
          const r = await h().api('/admin/run/command', {
            body: { command_type: 'reboot', pod_ids: [h().podIds[0]] },
          });
          return r.status ? r : null;
        },
        within,
      );
      await eventually(
        `${label}: the station carries the command out`,
        async () => ((await reboots()) > before ? true : null),
        within,
      );
      await eventually(
        `${label}: an admin write`,
        async () => {
          const r = await deployLab(`${label} lab ${Date.now()}`);
          return r.status ? r : null;
        },
        within,
      );
    },
    async nothingAcknowledgedMissing() {
      const { labs } = (await h().api(`/admin/kiosk/labs?client_id=${h().clientId}`)).data as {
        labs: { value: string }[];
      };
      const names = new Set(labs.map((l) => l.value));
      for (const lab of acknowledgedLabs)
        assert.ok(names.has(lab), `the acknowledged lab "${lab}" is in the read model`);
      const caughtUp = (m: Lag) => m.checkpoint !== null && (m.lag === 0 || m.lag === null);
      await this.healthUntil(
        'every read model and reaction caught up',
        200,
        (b) => b.data.projections.every(caughtUp) && b.data.reactions.every(caughtUp),
        30_000,
      );
    },
  };
}

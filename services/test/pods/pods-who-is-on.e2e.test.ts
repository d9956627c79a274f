import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import {
  clientsProjection,
  gamesProjection,
  paymentsProjection,
  playRollupsProjection,
  playSessionsProjection,
  podPresenceProjection,
  revenueRollupsProjection,
  surveyRollupsProjection,
  surveysProjection,
} from '@gamepod/projections';
import {
  type IdentityServices,
  json,
  type KioskPod,
  openIdentityServices,
  RIGHT_PASSWORD,
} from '../support/identity-fixtures.ts';

type LatestSession = {
  session_status: number;
  user: { id: string; user_name: string; name: string } | null;
  latestsessionlog: { activity: string | null; game: string | null };
};
type Row = { id: string; latestsession: LatestSession | null };
type FacilitatorRow = { id: string; in_use: number; player: string | null; game: string | null };

describe('who is on a pod, as the pods lists show it', () => {
  let f: IdentityServices;
  let pod: KioskPod;
  let player: { id: string; email: string };
  let admin: string;
  before(async () => {
    // the status report reads play, clients, games, surveys and payments besides, and their rollups
    f = await openIdentityServices({
      extra: [
        podPresenceProjection,
        gamesProjection,
        playSessionsProjection,
        clientsProjection,
        surveysProjection,
        paymentsProjection,
        playRollupsProjection,
        revenueRollupsProjection,
        surveyRollupsProjection,
      ],
    });
    pod = await f.kioskPod();
    player = await f.account(1, { client_id: pod.client.id, first_name: 'Ann' });
    admin = await f.token(3, pod.client.id);
  });
  after(() => f.close());

  const adminRow = async () => {
    const res = await f.get(`/api/v1/admin/kiosk/pods?lab_id=${pod.lab_id}`, admin);
    assert.equal(res.statusCode, 200, res.body);
    return (json(res).data.pods as Row[]).find((p) => p.id === pod.id);
  };
  const facilitatorRow = async () => {
    const res = await f.post('/api/v1/facilitator/pods/list', {}, await f.token(2, pod.client.id));
    assert.equal(res.statusCode, 200, res.body);
    return (json(res).data.pods as FacilitatorRow[]).find((p) => p.id === pod.id);
  };

  it('shows session 1 and nobody while only the kiosk session is open', async () => {
    const row = await eventually('the kiosk session listed', async () => (await adminRow())?.latestsession);
    assert.deepEqual([row.session_status, row.user], [1, null]);
    assert.deepEqual(await facilitatorRow().then((r) => [r?.in_use, r?.player]), [0, null]);
  });

  it('names the player signed in on the pod, with session status 2, in Manage Your Pods, Manage Event and the status report', async () => {
    const login = await f.post('/api/v1/user/login', {
      session_id_key: pod.session_id_key,
      username: player.email,
      password: RIGHT_PASSWORD,
    });
    assert.equal(login.statusCode, 200, login.body);
    const row = await eventually(
      'the player named',
      async () => (await adminRow())?.latestsession?.user && (await adminRow())?.latestsession,
    );
    assert.equal(row.session_status, 2);
    assert.deepEqual(row.user, { id: player.id, user_name: player.email, name: 'Ann Tester' });
    const fac = await facilitatorRow();
    assert.deepEqual([fac?.in_use, fac?.player], [1, 'Ann Tester']);
    const report = await f.get(
      `/api/v1/common/reports/status?interval=today&lab_id=${pod.lab_id}&user_timezone=America/Chicago`,
      admin,
    );
    assert.equal(report.statusCode, 200, report.body);
    const line = (json(report).data.report as Array<{ pod_id: string; in_use: number; player: string | null }>).find(
      (r) => r.pod_id === pod.id,
    );
    assert.deepEqual([line?.in_use, line?.player], [1, 'Ann Tester']);
  });
});

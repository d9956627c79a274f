import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import { labsProjection } from '@gamepod/projections';
import { sampleLabForm } from '../support/fleet-admin.ts';
import { type KioskPod, type KioskServices, openKioskServices } from '../support/kiosk-fixtures.ts';
import type { TestClient } from '../support/pod-fixtures.ts';

const api = '/api/v1/admin/kiosk';

describe('a lab switching between free and paid tells its running pods', () => {
  let k: KioskServices;
  let client: TestClient;
  let lab: string;
  let pods: KioskPod[];
  before(async () => {
    k = await openKioskServices({ extra: [labsProjection] });
    client = await k.client();
    lab = await k.lab(client.id, { timezone: 'America/Chicago', is_paid: false });
    pods = [await k.kioskPod({ client, lab_id: lab }), await k.kioskPod({ client, lab_id: lab })];
  });
  after(() => k.close());

  const modeChanges = async (podId: string) =>
    (await k.logged('PodCommandIssued'))
      .filter((e) => e.aggregate_id === podId && (e.data as { command_type: string }).command_type === 'modechange')
      .map((e) => (e.data as { command_value: string }).command_value);

  it("sends each pod a modechange with the lab's new mode, and nothing for an edit that keeps it", async () => {
    const elsewhere = await k.kioskPod({ client });
    const su = await k.token(4, null);
    const form = sampleLabForm(client.id, { lab_name: 'Arcade', timezone: 'America/Chicago', is_paid: 1 });
    const paid = await k.post(`${api}/edit/lab`, { lab_id: lab, ...form }, su);
    assert.equal(paid.statusCode, 200, paid.body);
    for (const pod of pods)
      await eventually('a modechange to paid', async () => (await modeChanges(pod.id)).join() === 'paid');

    const renamed = await k.post(`${api}/edit/lab`, { lab_id: lab, ...form, lab_name: 'Arcade Annex' }, su);
    assert.equal(renamed.statusCode, 200, renamed.body);
    const free = await k.post(`${api}/edit/lab`, { lab_id: lab, ...form, is_paid: 0 }, su);
    assert.equal(free.statusCode, 200, free.body);
    for (const pod of pods)
      await eventually('then one to free, and none for the rename', async () => {
        return (await modeChanges(pod.id)).join() === 'paid,free';
      });
    assert.deepEqual(await modeChanges(elsewhere.id), []);
  });
});

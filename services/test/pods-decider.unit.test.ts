import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ConflictError,
  ForbiddenError,
  fold,
  NotFoundError,
  PodCommandIssued,
  PodDeleted,
  PodDeployed,
  PodLockoutChanged,
  PodUpdated,
  PodVolumeSet,
  ValidationError,
} from '@gamepod/events';
import { samplePodFields } from '../../events/test/support/fleet-samples.ts';
import type { PodActor } from '../src/domain/pod/pod-access.ts';
import { type PodCommand, type PodPlacement, podDecider } from '../src/domain/pod/pod-decider.ts';
import type { PodEvent, PodForm } from '../src/domain/pod/pod-state.ts';

const now = new Date('2026-03-01T12:00:00Z');
const ctx = { now, newId: () => 'cmd-1' };
const KEY = 'GP-ABCD-EFGH-JKMN';
const form: PodForm = samplePodFields({ mac_address: 'AA:BB:CC:DD:EE:01', ip_address: '10.0.0.10', nav_id: 'nav-a1' });
const placement: PodPlacement = { lab_client_id: 'c1', client_nav_ids: new Set(['nav-a1', 'nav-a2']) };
const deployed = PodDeployed.of({ client_id: 'c1', pod_id_key: KEY, ...form });

const superAdmin: PodActor = { kind: 'user', role: 4, client_id: null };
const admin = (client_id: string): PodActor => ({ kind: 'user', role: 3, client_id });
const facilitator = (client_id: string): PodActor => ({ kind: 'user', role: 2, client_id });
const pod: PodActor = { kind: 'pod' };

const given = (events: PodEvent[] = []) => fold(podDecider, events);
const when = (command: PodCommand, events: PodEvent[] = [deployed]) => podDecider.decide(command, given(events), ctx);
const issue = (actor: PodActor, command_type: string, extra: Partial<PodCommand> = {}): PodCommand =>
  ({
    type: 'IssueCommand',
    actor,
    command_type,
    command_value: null,
    command_platform: null,
    request_pod_id: null,
    ...extra,
  }) as PodCommand;
const issued = (command_type: 'lockout' | 'reboot', expires_at = '2026-03-01T12:05:00.000Z') =>
  PodCommandIssued.of({
    command_id: 'cmd-1',
    command_type,
    command_value: null,
    command_platform: null,
    expires_at,
    request_pod_id: null,
  });
const deploy = (actor: PodActor, over: Partial<Extract<PodCommand, { type: 'Deploy' }>> = {}): PodCommand => ({
  type: 'Deploy',
  actor,
  client_id: 'c1',
  pod_id_key: KEY,
  form,
  placement,
  ...over,
});
const update = (actor: PodActor, over: Partial<Extract<PodCommand, { type: 'Update' }>> = {}): PodCommand => ({
  type: 'Update',
  actor,
  client_id: 'c1',
  pod_id_key: KEY,
  form: { ...form, seat: 'INACTIVE' },
  placement,
  ...over,
});
const isValidation = (field: string) => (e: unknown) => e instanceof ValidationError && e.data.field === field;

describe('the pod decider', () => {
  describe('deploy', () => {
    it('given nothing, when a super admin deploys, then PodDeployed with the client and key', () => {
      assert.deepEqual(when(deploy(superAdmin), []), [deployed]);
    });
    it("given nothing, when the client's admin deploys, then PodDeployed", () => {
      assert.deepEqual(when(deploy(admin('c1')), []), [deployed]);
    });
    it("given nothing, when another client's admin deploys, then 403", () => {
      assert.throws(() => when(deploy(admin('c2')), []), ForbiddenError);
    });
    it('given nothing, when a facilitator or the pod deploys, then 403', () => {
      assert.throws(() => when(deploy(facilitator('c1')), []), ForbiddenError);
      assert.throws(() => when(deploy(pod), []), ForbiddenError);
    });
    it('given nothing, when the lab belongs to another client, then 400 on lab_id for a super admin', () => {
      const other = { ...placement, lab_client_id: 'c2' };
      assert.throws(() => when(deploy(superAdmin, { placement: other }), []), isValidation('lab_id'));
    });
    it("given nothing, when a client admin names another client's lab, then 403", () => {
      const other = { ...placement, lab_client_id: 'c2' };
      assert.throws(() => when(deploy(admin('c1'), { placement: other }), []), ForbiddenError);
    });
    it('given nothing, when the lab or client does not exist, then 400 naming the field', () => {
      assert.throws(
        () => when(deploy(superAdmin, { placement: { ...placement, lab_client_id: null } }), []),
        isValidation('lab_id'),
      );
      assert.throws(
        () => when(deploy(superAdmin, { placement: { ...placement, client_nav_ids: null } }), []),
        isValidation('client_id'),
      );
    });
    it("given nothing, when a nav is not the client's, then 400 naming that nav field", () => {
      assert.throws(() => when(deploy(superAdmin, { form: { ...form, nav_id: 'nav-x' } }), []), isValidation('nav_id'));
      assert.throws(
        () => when(deploy(superAdmin, { form: { ...form, nav_id_rear: 'nav-x' } }), []),
        isValidation('nav_id_rear'),
      );
    });
    it('given a deployed pod, when deployed again, then a conflict', () => {
      assert.throws(() => when(deploy(superAdmin)), ConflictError);
    });
  });

  describe('update', () => {
    it('given a deployed pod, when its admin saves a changed form, then PodUpdated with the new form', () => {
      assert.deepEqual(when(update(admin('c1'))), [PodUpdated.of({ ...form, seat: 'INACTIVE' })]);
    });
    it('given a deployed pod, when the form is unchanged, then nothing', () => {
      assert.deepEqual(when(update(superAdmin, { form })), []);
    });
    it('given a deployed pod, when the pod_id_key does not match, then 400 admin-pod-invalid-error', () => {
      assert.throws(
        () => when(update(superAdmin, { pod_id_key: 'GP-0000-0000-0000' })),
        (e: unknown) => e instanceof ValidationError && e.data.msg_key === 'admin-pod-invalid-error',
      );
    });
    it('given a deployed pod, when the form names another client, then 400 on client_id', () => {
      assert.throws(() => when(update(superAdmin, { client_id: 'c2' })), isValidation('client_id'));
    });
    it("given another client's pod, when a client admin updates it, then 403", () => {
      assert.throws(() => when(update(admin('c2'))), ForbiddenError);
    });
    it('given nothing, when updated, then 404 admin-pod-not-exist-warning', () => {
      assert.throws(
        () => when(update(superAdmin), []),
        (e: unknown) => e instanceof NotFoundError && e.data.msg_key === 'admin-pod-not-exist-warning',
      );
    });
  });

  describe('delete', () => {
    it('given a deployed pod, when its admin deletes it, then PodDeleted', () => {
      assert.deepEqual(when({ type: 'Delete', actor: admin('c1') }), [PodDeleted.of({})]);
    });
    it("given another client's pod, when a client admin deletes it, then 403", () => {
      assert.throws(() => when({ type: 'Delete', actor: admin('c2') }), ForbiddenError);
    });
    it('given a deleted pod, when deleted again or commanded, then 404', () => {
      const gone = [deployed, PodDeleted.of({})];
      assert.throws(() => when({ type: 'Delete', actor: superAdmin }, gone), NotFoundError);
      assert.throws(() => when(issue(superAdmin, 'reboot'), gone), NotFoundError);
    });
  });

  describe('commands', () => {
    it('given an unlocked pod, when lockout is issued, then PodCommandIssued and PodLockoutChanged in one decision', () => {
      assert.deepEqual(when(issue(admin('c1'), 'lockout')), [
        issued('lockout'),
        PodLockoutChanged.of({ lock_out: true }),
      ]);
    });
    it('given a locked pod, when unlockout is issued, then the command and PodLockoutChanged false', () => {
      const events = when(issue(superAdmin, 'unlockout'), [deployed, PodLockoutChanged.of({ lock_out: true })]);
      assert.deepEqual(
        events.map((e) => e.type),
        ['PodCommandIssued', 'PodLockoutChanged'],
      );
      assert.deepEqual(events[1], PodLockoutChanged.of({ lock_out: false }));
    });
    it('given a locked pod, when lockout is issued again, then only the command (the state did not change)', () => {
      const events = when(issue(superAdmin, 'lockout'), [deployed, PodLockoutChanged.of({ lock_out: true })]);
      assert.deepEqual(
        events.map((e) => e.type),
        ['PodCommandIssued'],
      );
    });
    it('given a pod, when a command is issued, then it expires 5 minutes after now', () => {
      const [event] = when(issue(superAdmin, 'reboot'));
      assert.equal(event?.type === 'PodCommandIssued' && event.data.expires_at, '2026-03-01T12:05:00.000Z');
    });
    for (const type of ['mute', 'play_game', 'led1', 'led2', 'reset']) {
      it(`given a pod of their client, when a facilitator sends ${type}, then it is issued`, () => {
        const extra =
          type === 'play_game'
            ? { command_value: 'halo', command_platform: 'xb' }
            : type.startsWith('led')
              ? { command_value: '#ff8000' }
              : {};
        assert.equal(when(issue(facilitator('c1'), type, extra))[0]?.type, 'PodCommandIssued');
      });
    }
    for (const type of ['lockout', 'unlockout', 'reboot', 'logout', 'admin_play_game', 'led_default']) {
      it(`given a pod of their client, when a facilitator sends ${type}, then 403`, () => {
        assert.throws(() => when(issue(facilitator('c1'), type)), ForbiddenError);
      });
    }
    it("given another client's pod, when a facilitator or client admin sends a command, then 403", () => {
      assert.throws(() => when(issue(facilitator('c2'), 'reset')), ForbiddenError);
      assert.throws(() => when(issue(admin('c2'), 'reboot')), ForbiddenError);
    });
    it('given a pod, when a player or restricted admin sends a command, then 403', () => {
      assert.throws(() => when(issue({ kind: 'user', role: 1, client_id: 'c1' }, 'reset')), ForbiddenError);
      assert.throws(() => when(issue({ kind: 'user', role: 5, client_id: 'c1' }, 'reset')), ForbiddenError);
    });
    it('given a pod, when led1 has no colour or play_game no platform, then 400 naming the field', () => {
      assert.throws(() => when(issue(superAdmin, 'led1', { command_value: 'orange' })), isValidation('command_value'));
      assert.throws(
        () => when(issue(superAdmin, 'play_game', { command_value: 'halo' })),
        isValidation('command_platform'),
      );
    });
  });

  describe('expired commands', () => {
    it('given a pod, when a command would be born expired, then 400', () => {
      assert.throws(() => when(issue(superAdmin, 'reboot', { ttl_ms: 0 })), isValidation('ttl_ms'));
    });
  });

  describe("facts other code records on the pod's subject", () => {
    it('given a bridge observation between the events, the state folds as if it were not there', () => {
      const observed = { type: 'PodConsoleStatusChanged', data: { xd1: 'na' } } as unknown as PodEvent;
      assert.deepEqual(
        given([deployed, observed, PodVolumeSet.of({ volume: 9 })]),
        given([deployed, PodVolumeSet.of({ volume: 9 })]),
      );
    });
  });

  describe('volume and lock-out from the kiosk page', () => {
    it('given a pod at the default volume, when the pod sets 40, then PodVolumeSet', () => {
      assert.deepEqual(when({ type: 'SetVolume', actor: pod, volume: 40 }), [PodVolumeSet.of({ volume: 40 })]);
    });
    it('given a pod, when the volume is outside 0–50 or not whole, then 400 on volume', () => {
      for (const volume of [-1, 51, 2.5]) {
        assert.throws(() => when({ type: 'SetVolume', actor: pod, volume }), isValidation('volume'));
      }
    });
    it('given a pod at 0 and 50, the bounds are accepted', () => {
      assert.deepEqual(when({ type: 'SetVolume', actor: pod, volume: 0 }), [PodVolumeSet.of({ volume: 0 })]);
      assert.deepEqual(when({ type: 'SetVolume', actor: pod, volume: 50 }), [PodVolumeSet.of({ volume: 50 })]);
    });
    it('given a pod at 40, when set to 40 again, then nothing', () => {
      assert.deepEqual(
        when({ type: 'SetVolume', actor: pod, volume: 40 }, [deployed, PodVolumeSet.of({ volume: 40 })]),
        [],
      );
    });
    it('given an unlocked pod, when the pod reports a lock, then PodLockoutChanged; reporting it again changes nothing', () => {
      assert.deepEqual(when({ type: 'SetLockout', actor: pod, lock_out: true }), [
        PodLockoutChanged.of({ lock_out: true }),
      ]);
      assert.deepEqual(when({ type: 'SetLockout', actor: pod, lock_out: false }), []);
    });
    it('given a pod, when a user (not the station) sets its volume, then 403', () => {
      assert.throws(() => when({ type: 'SetVolume', actor: superAdmin, volume: 10 }), ForbiddenError);
    });
  });
});

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
import { DeciderSpecification } from '@gamepod/events/testing';
import { samplePodFields } from '../../../events/test/support/fleet-samples.ts';
import type { PodActor } from '../../src/pods/domain/pod-access.ts';
import { type PodCommand, type PodPlacement, podDecider } from '../../src/pods/domain/pod-decider.ts';
import type { PodEvent, PodForm } from '../../src/pods/domain/pod-state.ts';

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

const given = DeciderSpecification.for(podDecider, ctx);
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
    players: null,
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
const naming = (field: string) => (e: ValidationError) => e.data.field === field;

describe('the pod decider', () => {
  describe('deploy', () => {
    it('given nothing, when a super admin deploys, then PodDeployed with the client and key', () => {
      given([]).when(deploy(superAdmin)).thenEvents([deployed]);
    });
    it("given nothing, when the client's admin deploys, then PodDeployed", () => {
      given([])
        .when(deploy(admin('c1')))
        .thenEvents([deployed]);
    });
    it("given nothing, when another client's admin deploys, then 403", () => {
      given([])
        .when(deploy(admin('c2')))
        .thenThrows(ForbiddenError);
    });
    it('given nothing, when a facilitator or the pod deploys, then 403', () => {
      given([])
        .when(deploy(facilitator('c1')))
        .thenThrows(ForbiddenError);
      given([]).when(deploy(pod)).thenThrows(ForbiddenError);
    });
    it('given nothing, when the lab belongs to another client, then 400 on lab_id for a super admin', () => {
      const other = { ...placement, lab_client_id: 'c2' };
      given([])
        .when(deploy(superAdmin, { placement: other }))
        .thenThrows(ValidationError, naming('lab_id'));
    });
    it("given nothing, when a client admin names another client's lab, then 403", () => {
      const other = { ...placement, lab_client_id: 'c2' };
      given([])
        .when(deploy(admin('c1'), { placement: other }))
        .thenThrows(ForbiddenError);
    });
    it('given nothing, when the lab or client does not exist, then 400 naming the field', () => {
      given([])
        .when(deploy(superAdmin, { placement: { ...placement, lab_client_id: null } }))
        .thenThrows(ValidationError, naming('lab_id'));
      given([])
        .when(deploy(superAdmin, { placement: { ...placement, client_nav_ids: null } }))
        .thenThrows(ValidationError, naming('client_id'));
    });
    it("given nothing, when a nav is not the client's, then 400 naming that nav field", () => {
      given([])
        .when(deploy(superAdmin, { form: { ...form, nav_id: 'nav-x' } }))
        .thenThrows(ValidationError, naming('nav_id'));
      given([])
        .when(deploy(superAdmin, { form: { ...form, nav_id_rear: 'nav-x' } }))
        .thenThrows(ValidationError, naming('nav_id_rear'));
    });
    it('given a deployed pod, when deployed again, then a conflict', () => {
      given([deployed]).when(deploy(superAdmin)).thenThrows(ConflictError);
    });
  });

  describe('update', () => {
    it('given a deployed pod, when its admin saves a changed form, then PodUpdated with the new form', () => {
      given([deployed])
        .when(update(admin('c1')))
        .thenEvents([PodUpdated.of({ ...form, seat: 'INACTIVE' })]);
    });
    it('given a deployed pod, when the form is unchanged, then nothing', () => {
      given([deployed]).when(update(superAdmin, { form })).thenNothingHappened();
    });
    it('given a deployed pod, when the pod_id_key does not match, then 400 admin-pod-invalid-error', () => {
      given([deployed])
        .when(update(superAdmin, { pod_id_key: 'GP-0000-0000-0000' }))
        .thenThrows(ValidationError, (e) => e.data.msg_key === 'admin-pod-invalid-error');
    });
    it('given a deployed pod, when the form names another client, then 400 on client_id', () => {
      given([deployed])
        .when(update(superAdmin, { client_id: 'c2' }))
        .thenThrows(ValidationError, naming('client_id'));
    });
    it("given another client's pod, when a client admin updates it, then 403", () => {
      given([deployed])
        .when(update(admin('c2')))
        .thenThrows(ForbiddenError);
    });
    it('given nothing, when updated, then 404 admin-pod-not-exist-warning', () => {
      given([])
        .when(update(superAdmin))
        .thenThrows(NotFoundError, (e) => e.data.msg_key === 'admin-pod-not-exist-warning');
    });
  });

  describe('delete', () => {
    it('given a deployed pod, when its admin deletes it, then PodDeleted', () => {
      given([deployed])
        .when({ type: 'Delete', actor: admin('c1') })
        .thenEvents([PodDeleted.of({})]);
    });
    it("given another client's pod, when a client admin deletes it, then 403", () => {
      given([deployed])
        .when({ type: 'Delete', actor: admin('c2') })
        .thenThrows(ForbiddenError);
    });
    it('given a deleted pod, when deleted again or commanded, then 404', () => {
      const gone = [deployed, PodDeleted.of({})];
      given(gone).when({ type: 'Delete', actor: superAdmin }).thenThrows(NotFoundError);
      given(gone).when(issue(superAdmin, 'reboot')).thenThrows(NotFoundError);
    });
  });

  describe('commands', () => {
    const locked = [deployed, PodLockoutChanged.of({ lock_out: true })];
    it('given an unlocked pod, when lockout is issued, then PodCommandIssued and PodLockoutChanged in one decision', () => {
      given([deployed])
        .when(issue(admin('c1'), 'lockout'))
        .thenEvents([issued('lockout'), PodLockoutChanged.of({ lock_out: true })]);
    });
    it('given a locked pod, when unlockout is issued, then the command and PodLockoutChanged false', () => {
      given(locked)
        .when(issue(superAdmin, 'unlockout'))
        .thenEvents((events) => {
          assert.deepEqual(
            events.map((e) => e.type),
            ['PodCommandIssued', 'PodLockoutChanged'],
          );
          assert.deepEqual(events[1], PodLockoutChanged.of({ lock_out: false }));
        });
    });
    it('given a locked pod, when lockout is issued again, then only the command (the state did not change)', () => {
      given(locked)
        .when(issue(superAdmin, 'lockout'))
        .thenEvents((events) =>
          assert.deepEqual(
            events.map((e) => e.type),
            ['PodCommandIssued'],
          ),
        );
    });
    it('given a pod, when a command is issued, then it expires 5 minutes after now', () => {
      given([deployed])
        .when(issue(superAdmin, 'reboot'))
        .thenEvents([issued('reboot', '2026-03-01T12:05:00.000Z')]);
    });
    for (const type of ['mute', 'play_game', 'led1', 'led2', 'reset']) {
      it(`given a pod of their client, when a facilitator sends ${type}, then it is issued`, () => {
        const extra =
          type === 'play_game'
            ? { command_value: 'halo', command_platform: 'xb' }
            : type.startsWith('led')
              ? { command_value: '#ff8000' }
              : {};
        given([deployed])
          .when(issue(facilitator('c1'), type, extra))
          .thenEvents((events) => assert.equal(events[0]?.type, 'PodCommandIssued'));
      });
    }
    for (const type of ['lockout', 'unlockout', 'reboot', 'logout', 'admin_play_game', 'led_default']) {
      it(`given a pod of their client, when a facilitator sends ${type}, then 403`, () => {
        given([deployed])
          .when(issue(facilitator('c1'), type))
          .thenThrows(ForbiddenError);
      });
    }
    it("given another client's pod, when a facilitator or client admin sends a command, then 403", () => {
      given([deployed])
        .when(issue(facilitator('c2'), 'reset'))
        .thenThrows(ForbiddenError);
      given([deployed])
        .when(issue(admin('c2'), 'reboot'))
        .thenThrows(ForbiddenError);
    });
    it('given a pod, when a player or restricted admin sends a command, then 403', () => {
      given([deployed])
        .when(issue({ kind: 'user', role: 1, client_id: 'c1' }, 'reset'))
        .thenThrows(ForbiddenError);
      given([deployed])
        .when(issue({ kind: 'user', role: 5, client_id: 'c1' }, 'reset'))
        .thenThrows(ForbiddenError);
    });
    it('given a pod, when led1 has no colour or play_game no platform, then 400 naming the field', () => {
      given([deployed])
        .when(issue(superAdmin, 'led1', { command_value: 'orange' }))
        .thenThrows(ValidationError, naming('command_value'));
      given([deployed])
        .when(issue(superAdmin, 'play_game', { command_value: 'halo' }))
        .thenThrows(ValidationError, naming('command_platform'));
    });
  });

  describe('expired commands', () => {
    it('given a pod, when a command would be born expired, then 400', () => {
      given([deployed])
        .when(issue(superAdmin, 'reboot', { ttl_ms: 0 }))
        .thenThrows(ValidationError, naming('ttl_ms'));
    });
  });

  describe("facts other code records on the pod's subject", () => {
    it('given a bridge observation between the events, the state folds as if it were not there', () => {
      const observed = { type: 'PodConsoleStatusChanged', data: { xd1: 'na' } } as unknown as PodEvent;
      assert.deepEqual(
        fold(podDecider, [deployed, observed, PodVolumeSet.of({ volume: 9 })]),
        fold(podDecider, [deployed, PodVolumeSet.of({ volume: 9 })]),
      );
    });
  });

  describe('volume and lock-out from the kiosk page', () => {
    it('given a pod at the default volume, when the pod sets 40, then PodVolumeSet', () => {
      given([deployed])
        .when({ type: 'SetVolume', actor: pod, volume: 40 })
        .thenEvents([PodVolumeSet.of({ volume: 40 })]);
    });
    it('given a pod, when the volume is outside 0–50 or not whole, then 400 on volume', () => {
      for (const volume of [-1, 51, 2.5]) {
        given([deployed]).when({ type: 'SetVolume', actor: pod, volume }).thenThrows(ValidationError, naming('volume'));
      }
    });
    it('given a pod at 0 and 50, the bounds are accepted', () => {
      given([deployed])
        .when({ type: 'SetVolume', actor: pod, volume: 0 })
        .thenEvents([PodVolumeSet.of({ volume: 0 })]);
      given([deployed])
        .when({ type: 'SetVolume', actor: pod, volume: 50 })
        .thenEvents([PodVolumeSet.of({ volume: 50 })]);
    });
    it('given a pod at 40, when set to 40 again, then nothing', () => {
      given([deployed, PodVolumeSet.of({ volume: 40 })])
        .when({ type: 'SetVolume', actor: pod, volume: 40 })
        .thenNothingHappened();
    });
    it('given a pod, when a user (not the station) sets its volume, then 403', () => {
      given([deployed]).when({ type: 'SetVolume', actor: superAdmin, volume: 10 }).thenThrows(ForbiddenError);
    });
  });
});

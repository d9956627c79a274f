import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ConflictError,
  ForbiddenError,
  LabAllowedIpRemoved,
  LabAllowedIpsAdded,
  LabDeployed,
  LabForceOnChanged,
  LabScheduleOverrideAdded,
  LabScheduleOverrideRemoved,
  LabScheduleSaved,
  LabUpdated,
  NotFoundError,
  ValidationError,
} from '@gamepod/events';
import { DeciderSpecification } from '@gamepod/events/testing';
import { type LabCommand, labDecider, MAX_ALLOWED_IPS_PER_LAB } from '../../src/labs/domain/lab-decider.ts';
import type { LabFieldsData, WeekScheduleData } from '../../src/labs/domain/lab-state.ts';

let n = 0;
const ctx = { now: new Date('2026-01-01T00:00:00Z'), newId: () => `id-${++n}` };
const superAdmin = { role: 4, client_id: null };
const ownAdmin = { role: 3, client_id: 'c1' };
const otherAdmin = { role: 3, client_id: 'c2' };
const fields: LabFieldsData = {
  lab_name: 'Main lab',
  address1: '1 Main St',
  address2: 'Suite 2',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  note: 'first floor',
  is_active: true,
  timezone: 'America/Chicago',
  is_paid: true,
  reservation_email: null,
};
const deployedEvent = LabDeployed.of({ client_id: 'c1', ...fields });
const given = DeciderSpecification.for(labDecider, ctx);
const deployed = [deployedEvent];
const field = (name: string) => (e: ValidationError | ConflictError) => e.data.field === name;
const open = { start: '09:00', end: '21:00', is_closed: false };
const week: WeekScheduleData = {
  mo: open,
  tu: open,
  we: open,
  th: open,
  fr: open,
  sa: open,
  su: { start: null, end: null, is_closed: true },
};
const override = { date: '2026-05-01', time_start: '10:00', time_end: '14:00', is_paid: false, is_closed: false };

describe('the lab decider', () => {
  describe('when a lab is deployed', () => {
    it('by a super admin for any client, then LabDeployed', () => {
      given([]).when({ type: 'Deploy', actor: superAdmin, client_id: 'c1', fields }).thenEvents([deployedEvent]);
    });
    it('by a client admin for their own client, then LabDeployed', () => {
      given([]).when({ type: 'Deploy', actor: ownAdmin, client_id: 'c1', fields }).thenEvents([deployedEvent]);
    });
    it('by a client admin for another client, then 403', () => {
      given([]).when({ type: 'Deploy', actor: otherAdmin, client_id: 'c1', fields }).thenThrows(ForbiddenError);
    });
    it('by a restricted admin, a facilitator or a player, then 403', () => {
      for (const role of [1, 2, 5]) {
        const actor = { role, client_id: 'c1' };
        given([]).when({ type: 'Deploy', actor, client_id: 'c1', fields }).thenThrows(ForbiddenError);
      }
    });
    it('twice with the same id, then a conflict', () => {
      given(deployed).when({ type: 'Deploy', actor: superAdmin, client_id: 'c1', fields }).thenThrows(ConflictError);
    });
  });

  describe('given a deployed lab of client c1', () => {
    it('when its form is saved with a new name, then LabUpdated with every field', () => {
      const next = { ...fields, lab_name: 'Annex' };
      given(deployed)
        .when({ type: 'Update', actor: ownAdmin, fields: next })
        .thenEvents([LabUpdated.of(next)]);
    });
    it('when saved unchanged, then nothing', () => {
      given(deployed).when({ type: 'Update', actor: ownAdmin, fields, client_id: 'c1' }).thenNothingHappened();
    });
    it('when the form names another client, then 400 on client_id: a lab never moves', () => {
      given(deployed)
        .when({ type: 'Update', actor: superAdmin, fields, client_id: 'c9' })
        .thenThrows(ValidationError, field('client_id'));
    });
    it("when another client's admin touches it in any way, then 403 every time", () => {
      const commands: LabCommand[] = [
        { type: 'Update', actor: otherAdmin, fields },
        { type: 'SetForceOn', actor: otherAdmin, admin_mode: true },
        { type: 'SaveSchedule', actor: otherAdmin, days: week },
        { type: 'AddOverride', actor: otherAdmin, override },
        { type: 'RemoveOverride', actor: otherAdmin, override_id: 'o1' },
        { type: 'AddAllowedIps', actor: otherAdmin, ips: ['10.0.0.1'] },
        { type: 'RemoveAllowedIp', actor: otherAdmin, id: 'ip1' },
      ];
      for (const c of commands) given(deployed).when(c).thenThrows(ForbiddenError);
    });
    it('when Force On is switched on, then LabForceOnChanged; switching it on again changes nothing', () => {
      const on = given(deployed)
        .when({ type: 'SetForceOn', actor: ownAdmin, admin_mode: true })
        .thenEvents([LabForceOnChanged.of({ admin_mode: true })]);
      given([deployedEvent, ...on])
        .when({ type: 'SetForceOn', actor: superAdmin, admin_mode: true })
        .thenNothingHappened();
    });
    it('when a schedule is saved, then LabScheduleSaved; the same week again changes nothing', () => {
      const saved = given(deployed)
        .when({ type: 'SaveSchedule', actor: ownAdmin, days: week })
        .thenEvents([LabScheduleSaved.of({ days: week })]);
      given([deployedEvent, ...saved])
        .when({ type: 'SaveSchedule', actor: ownAdmin, days: week })
        .thenNothingHappened();
    });
    it('when an override is added, then LabScheduleOverrideAdded with a new id', () => {
      given(deployed)
        .when({ type: 'AddOverride', actor: ownAdmin, override })
        .thenEvents(([added]) => {
          assert.equal(added?.type, 'LabScheduleOverrideAdded');
          assert.deepEqual(added?.data, { override_id: `id-${n}`, ...override });
        });
    });
    it('when a second override is added on the same date, then a conflict on date', () => {
      given([deployedEvent, LabScheduleOverrideAdded.of({ override_id: 'o1', ...override })])
        .when({ type: 'AddOverride', actor: ownAdmin, override: { ...override, is_closed: true } })
        .thenThrows(ConflictError, field('date'));
    });
    it('when an override is removed, then LabScheduleOverrideRemoved; an unknown one is 404', () => {
      const added = LabScheduleOverrideAdded.of({ override_id: 'o1', ...override });
      given([deployedEvent, added])
        .when({ type: 'RemoveOverride', actor: ownAdmin, override_id: 'o1' })
        .thenEvents([LabScheduleOverrideRemoved.of({ override_id: 'o1' })]);
      given([deployedEvent, added, LabScheduleOverrideRemoved.of({ override_id: 'o1' })])
        .when({ type: 'RemoveOverride', actor: ownAdmin, override_id: 'o1' })
        .thenThrows(NotFoundError);
    });
    it('when addresses are uploaded, then only the new ones are added, each with an id', () => {
      given([deployedEvent, LabAllowedIpsAdded.of({ ips: [{ id: 'ip1', allowed_ip: '10.0.0.1' }] })])
        .when({ type: 'AddAllowedIps', actor: ownAdmin, ips: ['10.0.0.1', '10.0.0.2', '10.0.0.2'] })
        .thenEvents((events) => {
          assert.equal(events.length, 1);
          const [added] = events;
          assert.deepEqual(added?.type === 'LabAllowedIpsAdded' && added.data.ips.map((i) => i.allowed_ip), [
            '10.0.0.2',
          ]);
        });
    });
    it('when every uploaded address is known already, then nothing', () => {
      given([deployedEvent, LabAllowedIpsAdded.of({ ips: [{ id: 'ip1', allowed_ip: '10.0.0.1' }] })])
        .when({ type: 'AddAllowedIps', actor: ownAdmin, ips: ['10.0.0.1'] })
        .thenNothingHappened();
    });
    it(`when an upload would take the lab past ${MAX_ALLOWED_IPS_PER_LAB} addresses, then 400 on csv_file`, () => {
      const ips = Array.from({ length: MAX_ALLOWED_IPS_PER_LAB + 1 }, (_, i) => `10.0.${i >> 8}.${i & 255}`);
      given(deployed)
        .when({ type: 'AddAllowedIps', actor: ownAdmin, ips })
        .thenThrows(ValidationError, field('csv_file'));
    });
    it('when an allowed address is removed, then LabAllowedIpRemoved; an unknown one is 404', () => {
      const listed = given([deployedEvent, LabAllowedIpsAdded.of({ ips: [{ id: 'ip1', allowed_ip: '10.0.0.1' }] })]);
      listed
        .when({ type: 'RemoveAllowedIp', actor: ownAdmin, id: 'ip1' })
        .thenEvents([LabAllowedIpRemoved.of({ id: 'ip1' })]);
      listed.when({ type: 'RemoveAllowedIp', actor: ownAdmin, id: 'ip2' }).thenThrows(NotFoundError);
    });
  });

  it('given nothing, when anything but a deploy arrives, then 404', () => {
    given([]).when({ type: 'SetForceOn', actor: superAdmin, admin_mode: true }).thenThrows(NotFoundError);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  EmergencyAlertEnded,
  EmergencyAlertRaised,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '@gamepod/events';
import { DeciderSpecification } from '@gamepod/events/testing';
import type { AskedScope, ReachFacts } from '../../src/alerts/domain/alert-access.ts';
import {
  type EmergencyActor,
  type EmergencyAlertCommand,
  emergencyAlertDecider,
} from '../../src/alerts/domain/emergency-alert-decider.ts';

const given = DeciderSpecification.for(emergencyAlertDecider);
const superAdmin: EmergencyActor = { user_id: 'u-sup', role: 4, client_id: null };
const clientAdmin: EmergencyActor = { user_id: 'u-adm', role: 3, client_id: 'c1' };
const otherAdmin: EmergencyActor = { user_id: 'u-adm2', role: 3, client_id: 'c2' };
const facts: ReachFacts = { client: { id: 'c1' }, lab: { id: 'lab1', client_id: 'c1' } };
const form = { title: 'Fire drill', content: 'Leave by the nearest exit.', expire: 60 };

const raise = (actor: EmergencyActor, scope: AskedScope) => ({
  type: 'RaiseEmergency' as const,
  actor,
  alert_id: 'e1',
  scope,
  facts,
  form,
});
const end = (actor: EmergencyActor): EmergencyAlertCommand => ({ type: 'EndEmergency', actor, alert_id: 'e1' });
const raised = (scope: AskedScope) => EmergencyAlertRaised.of({ alert_id: 'e1', ...scope, ...form });

const GLOBAL: AskedScope = { scope: 'global', client_id: null, lab_id: null };
const CLIENT: AskedScope = { scope: 'client', client_id: 'c1', lab_id: null };
const LAB: AskedScope = { scope: 'lab', client_id: null, lab_id: 'lab1' };

describe('the emergency alert decider', () => {
  it('given nothing, when a super admin raises one for everyone, then EmergencyAlertRaised with no client', () => {
    given([])
      .when(raise(superAdmin, GLOBAL))
      .thenEvents([raised(GLOBAL)]);
  });
  it('given nothing, when a client admin raises one for their client or a lab of it, then it reaches that far', () => {
    given([])
      .when(raise(clientAdmin, CLIENT))
      .thenEvents([raised(CLIENT)]);
    given([])
      .when(raise(clientAdmin, LAB))
      .thenEvents([raised({ scope: 'lab', client_id: 'c1', lab_id: 'lab1' })]);
  });
  it("given nothing, when a client admin raises one for everyone or another client's lab, then 403", () => {
    given([]).when(raise(clientAdmin, GLOBAL)).thenThrows(ForbiddenError);
    given([]).when(raise(otherAdmin, LAB)).thenThrows(ForbiddenError);
    given([]).when(raise(otherAdmin, CLIENT)).thenThrows(ForbiddenError);
  });
  it('given nothing, when a facilitator or restricted admin raises one, then 403', () => {
    given([])
      .when(raise({ ...clientAdmin, role: 2 }, CLIENT))
      .thenThrows(ForbiddenError);
    given([])
      .when(raise({ ...clientAdmin, role: 5 }, CLIENT))
      .thenThrows(ForbiddenError);
  });
  it('given nothing, when the scope is missing its client or lab, then 400 naming lab_id; an unknown lab 404', () => {
    given([])
      .when(raise(superAdmin, { scope: 'lab', client_id: null, lab_id: null }))
      .thenThrows(ValidationError, (e) => e.data.field === 'lab_id');
    given([])
      .when({ ...raise(superAdmin, LAB), facts: { client: null, lab: null } })
      .thenThrows(NotFoundError);
  });
  it('given a raised alert, when its client admin ends it, then EmergencyAlertEnded; ending again does nothing', () => {
    const events = given([raised({ scope: 'lab', client_id: 'c1', lab_id: 'lab1' })])
      .when(end(clientAdmin))
      .thenEvents([EmergencyAlertEnded.of({ alert_id: 'e1' })]);
    given([raised(CLIENT), ...events])
      .when(end(clientAdmin))
      .thenNothingHappened();
  });
  it("given a global alert, when a client admin ends it, then 403; another client's admin any alert of c1, 403", () => {
    given([raised(GLOBAL)])
      .when(end(clientAdmin))
      .thenThrows(ForbiddenError);
    given([raised(CLIENT)])
      .when(end(otherAdmin))
      .thenThrows(ForbiddenError);
    given([raised(GLOBAL)])
      .when(end(superAdmin))
      .thenEvents([EmergencyAlertEnded.of({ alert_id: 'e1' })]);
  });
  it('given nothing, when an alert is ended, then 404', () => {
    given([]).when(end(superAdmin)).thenThrows(NotFoundError);
  });
  it('reads a version 1 alert, raised for one lab, as scope lab', () => {
    const v1 = { alert_id: 'e0', client_id: 'c1', lab_id: 'lab1', title: 'T', content: 'C', expire: 30 };
    assert.deepEqual(EmergencyAlertRaised.upcast(v1, 1), { ...v1, scope: 'lab' });
  });
});

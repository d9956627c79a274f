import { describe, it } from 'node:test';
import {
  AlertCreated,
  AlertDeleted,
  AlertEdited,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '@gamepod/events';
import { DeciderSpecification } from '@gamepod/events/testing';
import { type AlertActor, OverwriteWarning, type ReachFacts } from '../../src/alerts/domain/alert-access.ts';
import { type AlertForm, type NoticeAlertCommand, noticeAlertDecider } from '../../src/alerts/domain/alert-decider.ts';

const given = DeciderSpecification.for(noticeAlertDecider);

const facilitator: AlertActor = { user_id: 'u-fac', role: 2, client_id: 'c1', email: 'fac@one.edu' };
const otherFacilitator: AlertActor = { user_id: 'u-fac2', role: 2, client_id: 'c1', email: 'fac2@one.edu' };
const clientAdmin: AlertActor = { user_id: 'u-adm', role: 3, client_id: 'c1', email: 'admin@one.edu' };
const otherClientAdmin: AlertActor = { user_id: 'u-adm2', role: 3, client_id: 'c2', email: 'admin@two.edu' };
const superAdmin: AlertActor = { user_id: 'u-sup', role: 4, client_id: null, email: 'root@gamepod.io' };

const facts: ReachFacts = { client: { id: 'c1' }, lab: { id: 'lab1', client_id: 'c1' } };
const form = (over: Partial<AlertForm> = {}): AlertForm => ({
  type: 'check',
  text_head: 'Tournament tonight',
  text_sub: 'Sign up at the desk',
  scope: 'client',
  client_id: 'c1',
  lab_id: null,
  active_start: null,
  active_until: null,
  enable: true,
  ...over,
});
const create = (actor: AlertActor, over: Partial<AlertForm> = {}) => ({
  type: 'Create' as const,
  actor,
  alert_id: 'a1',
  form: form(over),
  facts,
});
const edit = (
  actor: AlertActor,
  over: Partial<AlertForm> = {},
  overwrite: string | null = null,
): NoticeAlertCommand => ({
  type: 'Edit',
  actor,
  form: form(over),
  facts,
  overwrite,
});
const remove = (actor: AlertActor, overwrite: string | null = null): NoticeAlertCommand => ({
  type: 'Delete',
  actor,
  overwrite,
});
const ownedBy = (a: AlertActor) => ({ owner_id: a.user_id, owner_email: a.email, owner_role: a.role });
const createdBy = (a: AlertActor, over: Partial<AlertForm> = {}) =>
  AlertCreated.of({ alert_id: 'a1', ...form(over), ...ownedBy(a) });

describe('the alert decider: who may post where', () => {
  it('given nothing, when a facilitator posts to their own client, then AlertCreated owned by them', () => {
    given([])
      .when(create(facilitator))
      .thenEvents([createdBy(facilitator)]);
  });
  it('given nothing, when a facilitator posts everywhere, to a lab or to another client, then 403', () => {
    given([])
      .when(create(facilitator, { scope: 'global', client_id: null }))
      .thenThrows(ForbiddenError);
    given([])
      .when(create(facilitator, { scope: 'lab', lab_id: 'lab1' }))
      .thenThrows(ForbiddenError);
    given([])
      .when(create(facilitator, { client_id: 'c2' }))
      .thenThrows(ForbiddenError);
  });
  it('given nothing, when a client admin posts to a lab of their client, then the alert reaches that lab', () => {
    given([])
      .when(create(clientAdmin, { scope: 'lab', client_id: null, lab_id: 'lab1' }))
      .thenEvents([createdBy(clientAdmin, { scope: 'lab', client_id: 'c1', lab_id: 'lab1' })]);
  });
  it("given nothing, when a client admin posts to another client's lab or everyone, then 403", () => {
    given([])
      .when(create(otherClientAdmin, { scope: 'lab', client_id: null, lab_id: 'lab1' }))
      .thenThrows(ForbiddenError);
    given([])
      .when(create(clientAdmin, { scope: 'global', client_id: null }))
      .thenThrows(ForbiddenError);
  });
  it('given nothing, when a super admin posts everywhere, then a global alert with no client', () => {
    given([])
      .when(create(superAdmin, { scope: 'global', client_id: 'c1' }))
      .thenEvents([createdBy(superAdmin, { scope: 'global', client_id: null })]);
  });
  it('given nothing, when the scope names no client or lab, then 400 naming clients or labs; an unknown one 404', () => {
    given([])
      .when(create(superAdmin, { client_id: null }))
      .thenThrows(ValidationError, (e) => e.data.field === 'clients');
    given([])
      .when(create(superAdmin, { scope: 'lab', lab_id: null }))
      .thenThrows(ValidationError, (e) => e.data.field === 'labs');
    given([])
      .when({ ...create(superAdmin, { scope: 'lab', lab_id: 'lab9' }), facts: { client: null, lab: null } })
      .thenThrows(NotFoundError, (e) => e.data.field === 'labs');
  });
  it('given nothing, when a player or a restricted admin posts, then 403', () => {
    given([])
      .when(create({ ...facilitator, role: 1 }))
      .thenThrows(ForbiddenError);
    given([])
      .when(create({ ...clientAdmin, role: 5 }))
      .thenThrows(ForbiddenError);
  });
});

describe('the alert decider: who may change an alert', () => {
  const facilitatorsAlert = [createdBy(facilitator)];

  it("given a facilitator's alert, when they edit it, then AlertEdited, still theirs", () => {
    given(facilitatorsAlert)
      .when(edit(facilitator, { text_head: 'Tournament moved' }))
      .thenEvents([
        AlertEdited.of({ ...form({ text_head: 'Tournament moved' }), ...ownedBy(facilitator), overwrote: null }),
      ]);
  });
  it("given a facilitator's alert, when another facilitator edits or deletes it, then 'You can't … contact:' with 'Admin or {email}'", () => {
    given(facilitatorsAlert)
      .when(edit(otherFacilitator))
      .thenThrows(
        ForbiddenError,
        (e) => e.message === "You can't edit this alert, contact:" && e.data.detail === 'Admin or fac@one.edu',
      );
    given(facilitatorsAlert)
      .when(remove(otherFacilitator))
      .thenThrows(
        ForbiddenError,
        (e) => e.message === "You can't delete this alert, contact:" && e.data.detail === 'Admin or fac@one.edu',
      );
  });
  it("given a facilitator's alert, when a client admin edits it without going on, then the warning with 'Last edit by: {email}'", () => {
    given(facilitatorsAlert)
      .when(edit(clientAdmin))
      .thenThrows(
        OverwriteWarning,
        (e) =>
          e.status === 409 &&
          e.message === 'Editing this alert will overwrite it...' &&
          e.data.detail === 'Last edit by: fac@one.edu' &&
          e.data.owner_id === 'u-fac',
      );
    given(facilitatorsAlert)
      .when(remove(clientAdmin))
      .thenThrows(OverwriteWarning, (e) => e.message === "You are going to delete someone's alert...");
  });
  it("given a facilitator's alert, when the client admin goes on after the warning, then the alert is theirs and names whose edit it replaced", () => {
    const events = given(facilitatorsAlert)
      .when(edit(clientAdmin, { enable: false }, 'u-fac'))
      .thenEvents([
        AlertEdited.of({
          ...form({ enable: false }),
          ...ownedBy(clientAdmin),
          overwrote: { user_id: 'u-fac', email: 'fac@one.edu' },
        }),
      ]);
    // it belongs to the admin now: the facilitator may no longer change it
    given([...facilitatorsAlert, ...events])
      .when(edit(facilitator))
      .thenThrows(ForbiddenError, (e) => e.data.detail === 'Admin or admin@one.edu');
  });
  it('given an alert someone else edited since the warning, when the admin goes on naming the old owner, then the warning again', () => {
    const since = AlertEdited.of({ ...form(), ...ownedBy(otherFacilitator), overwrote: null });
    given([...facilitatorsAlert, since])
      .when(edit(clientAdmin, {}, 'u-fac'))
      .thenThrows(OverwriteWarning, (e) => e.data.last_edit_by === 'fac2@one.edu');
  });
  it("given a facilitator's alert, when the super admin deletes it after the warning, then AlertDeleted naming the owner", () => {
    given(facilitatorsAlert)
      .when(remove(superAdmin, 'u-fac'))
      .thenEvents([AlertDeleted.of({ overwrote: { user_id: 'u-fac', email: 'fac@one.edu' } })]);
  });
  it("given a client's alert, when another client's admin edits or deletes it, then 403 without the owner's email", () => {
    given(facilitatorsAlert)
      .when(edit(otherClientAdmin, { client_id: 'c2' }, 'u-fac'))
      .thenThrows(ForbiddenError, (e) => e.data.detail === undefined);
    given(facilitatorsAlert)
      .when(remove(otherClientAdmin, 'u-fac'))
      .thenThrows(ForbiddenError, (e) => e.data.detail === undefined);
  });
  it("given a global alert, when a client admin edits it, then 403: only super admins reach everyone's alerts", () => {
    given([createdBy(superAdmin, { scope: 'global', client_id: null })])
      .when(edit(clientAdmin, {}, 'u-sup'))
      .thenThrows(ForbiddenError);
  });
  it('given an alert, when its owner saves it unchanged, then nothing happens', () => {
    given(facilitatorsAlert).when(edit(facilitator)).thenNothingHappened();
  });
  it('given a deleted alert, when it is edited, then 404; deleted again, then nothing happens', () => {
    const deleted = [...facilitatorsAlert, AlertDeleted.of({ overwrote: null })];
    given(deleted).when(edit(facilitator)).thenThrows(NotFoundError);
    given(deleted).when(remove(facilitator)).thenNothingHappened();
    given(deleted).when(remove(otherClientAdmin)).thenThrows(ForbiddenError);
  });
  it('given no alert, when one is edited or deleted, then 404', () => {
    given([]).when(edit(superAdmin)).thenThrows(NotFoundError);
    given([]).when(remove(superAdmin)).thenThrows(NotFoundError);
  });
});

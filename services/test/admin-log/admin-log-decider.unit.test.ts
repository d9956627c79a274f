import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AdminLogEntryEdited, AdminLogEntryWritten, ForbiddenError, NotFoundError } from '@gamepod/events';
import { DeciderSpecification } from '@gamepod/events/testing';
import { type AdminLogActor, adminLogDecider } from '../../src/admin-log/domain/admin-log-decider.ts';

const given = DeciderSpecification.for(adminLogDecider);
const pod = { id: 'pod-1', client_id: 'client-1', lab_id: 'lab-1' };
const admin: AdminLogActor = { user_id: 'u-3', email: 'admin@venue.test', role: 3, client_id: 'client-1' };
const written = AdminLogEntryWritten.of({
  entry_id: 'log-1',
  pod_id: 'pod-1',
  client_id: 'client-1',
  lab_id: 'lab-1',
  user_id: 'u-3',
  user_email: 'admin@venue.test',
  message: 'Left controller drifts',
});

describe('the admin log decider', () => {
  it('given nothing, when the client admin writes about their pod, then AdminLogEntryWritten with the author', () => {
    given([])
      .when({ type: 'Write', actor: admin, entry_id: 'log-1', pod, message: 'Left controller drifts' })
      .thenEvents([written]);
  });
  it('lets a restricted admin and a super admin write too, and refuses another client’s admin and a facilitator', () => {
    for (const actor of [
      { ...admin, role: 5 },
      { ...admin, role: 4, client_id: null },
    ]) {
      given([])
        .when({ type: 'Write', actor, entry_id: 'log-1', pod, message: 'x' })
        .thenEvents((e) => assert.equal(e[0]?.type, 'AdminLogEntryWritten'));
    }
    for (const actor of [
      { ...admin, client_id: 'client-2' },
      { ...admin, role: 5, client_id: 'client-2' },
      { ...admin, role: 2 },
    ]) {
      given([]).when({ type: 'Write', actor, entry_id: 'log-1', pod, message: 'x' }).thenThrows(ForbiddenError);
    }
  });
  it('given an entry, when it is rewritten from its pod, then AdminLogEntryEdited naming the editor; the same text changes nothing', () => {
    given([written])
      .when({ type: 'Edit', actor: admin, pod, message: 'Controller replaced' })
      .thenEvents([
        AdminLogEntryEdited.of({ message: 'Controller replaced', user_id: 'u-3', user_email: 'admin@venue.test' }),
      ]);
    given([written]).when({ type: 'Edit', actor: admin, pod, message: 'Left controller drifts' }).thenNothingHappened();
  });

  describe('who may rewrite an entry', () => {
    const byRestricted = AdminLogEntryWritten.of({ ...written.data, user_id: 'u-5', user_email: 'r@venue.test' });
    const edit = (actor: AdminLogActor) => ({ type: 'Edit' as const, actor, pod, message: 'Rewritten' });
    const editedBy = (actor: AdminLogActor) =>
      AdminLogEntryEdited.of({ message: 'Rewritten', user_id: actor.user_id, user_email: actor.email });

    it('lets its author rewrite it, a restricted admin included', () => {
      const author = { user_id: 'u-5', email: 'r@venue.test', role: 5, client_id: 'client-1' };
      given([byRestricted])
        .when(edit(author))
        .thenEvents([editedBy(author)]);
    });
    it("lets a client admin of the pod's client and a super admin rewrite anyone's", () => {
      const otherAdmin = { ...admin, user_id: 'u-3b', email: 'b@venue.test' };
      const superAdmin = { user_id: 'u-4', email: 'su@gamepod.test', role: 4, client_id: null };
      given([byRestricted])
        .when(edit(otherAdmin))
        .thenEvents([editedBy(otherAdmin)]);
      given([byRestricted])
        .when(edit(superAdmin))
        .thenEvents([editedBy(superAdmin)]);
    });
    it("refuses a restricted admin rewriting someone else's entry, and another client's admin (403)", () => {
      const otherRestricted = { user_id: 'u-5b', email: 'r2@venue.test', role: 5, client_id: 'client-1' };
      given([written]).when(edit(otherRestricted)).thenThrows(ForbiddenError);
      given([byRestricted]).when(edit(otherRestricted)).thenThrows(ForbiddenError);
      given([written])
        .when(edit({ ...admin, user_id: 'u-x', client_id: 'client-2' }))
        .thenThrows(ForbiddenError);
    });
  });

  it("reads a version 1 edit, which kept only the editor's id, with the editor's email unknown", () => {
    const v1 = JSON.parse('{"message":"Controller replaced","user_id":"u-3"}') as Record<string, unknown>;
    assert.deepEqual(AdminLogEntryEdited.upcast(v1, 1), {
      message: 'Controller replaced',
      user_id: 'u-3',
      user_email: null,
    });
  });
  it('refuses to rewrite an entry that does not exist or is about another pod, naming edit_id', () => {
    given([])
      .when({ type: 'Edit', actor: admin, pod, message: 'x' })
      .thenThrows(NotFoundError, (e) => e.data.field === 'edit_id');
    given([written])
      .when({ type: 'Edit', actor: admin, pod: { ...pod, id: 'pod-2' }, message: 'x' })
      .thenThrows(NotFoundError);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AdminLogEntryEdited, AdminLogEntryWritten, ForbiddenError, NotFoundError } from '@gamepod/events';
import { DeciderSpecification } from '@gamepod/events/testing';
import { adminLogDecider } from '../src/domain/admin-log/admin-log-decider.ts';

const given = DeciderSpecification.for(adminLogDecider);
const pod = { id: 'pod-1', client_id: 'client-1', lab_id: 'lab-1' };
const admin = { user_id: 'u-3', email: 'admin@venue.test', role: 3, client_id: 'client-1' };
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
  it('given an entry, when it is rewritten from its pod, then AdminLogEntryEdited; the same text changes nothing', () => {
    given([written])
      .when({ type: 'Edit', actor: admin, pod, message: 'Controller replaced' })
      .thenEvents([AdminLogEntryEdited.of({ message: 'Controller replaced', user_id: 'u-3' })]);
    given([written]).when({ type: 'Edit', actor: admin, pod, message: 'Left controller drifts' }).thenNothingHappened();
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

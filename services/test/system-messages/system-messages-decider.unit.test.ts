import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  AlertRead,
  ForbiddenError,
  NotFoundError,
  SystemMessageCreated,
  SystemMessageEdited,
  ValidationError,
} from '@gamepod/events';
import { DeciderSpecification } from '@gamepod/events/testing';
import { playerAlertsDecider } from '../../src/alerts/domain/player-alerts-decider.ts';
import { systemMessageDecider } from '../../src/system-messages/domain/system-message-decider.ts';
import { readSystemMessageForm } from '../../src/system-messages/domain/system-message-form.ts';

const given = DeciderSpecification.for(systemMessageDecider);
const superAdmin = { role: 4 };
const form = { msg_key: 'login-invalid-error-message', type: 'failure' as const, text_head: 'Wrong!', text_sub: '' };
const created = SystemMessageCreated.of({ message_id: 'm1', ...form });

describe('the system message decider', () => {
  it('given nothing, when a super admin saves a message, then SystemMessageCreated', () => {
    given([]).when({ type: 'Create', actor: superAdmin, message_id: 'm1', form }).thenEvents([created]);
  });
  it('given a message, when it is saved under a new key, then SystemMessageEdited naming the old key', () => {
    given([created])
      .when({ type: 'Edit', actor: superAdmin, form: { ...form, msg_key: 'login-other' } })
      .thenEvents([SystemMessageEdited.of({ ...form, msg_key: 'login-other', previous_key: form.msg_key })]);
    given([created]).when({ type: 'Edit', actor: superAdmin, form }).thenNothingHappened();
  });
  it('given anything, when a client admin saves, then 403; editing no message, 404', () => {
    given([])
      .when({ type: 'Create', actor: { role: 3 }, message_id: 'm1', form })
      .thenThrows(ForbiddenError);
    given([]).when({ type: 'Edit', actor: superAdmin, form }).thenThrows(NotFoundError);
  });
  it('requires text_head, type and msg_key with generic-required-message, and a lower-case key', () => {
    for (const field of ['text_head', 'type', 'msg_key'] as const) {
      assert.throws(
        () => readSystemMessageForm({ ...form, [field]: ' ' }),
        (e: unknown) =>
          e instanceof ValidationError && e.data.field === field && e.data.msg_key === 'generic-required-message',
      );
    }
    assert.throws(
      () => readSystemMessageForm({ ...form, msg_key: 'Login Invalid' }),
      (e: unknown) => e instanceof ValidationError && e.data.field === 'msg_key',
    );
  });
});

describe('the player alerts decider', () => {
  const givenReads = DeciderSpecification.for(playerAlertsDecider);
  const mark = (alert_id: string, applies = true) => ({ type: 'MarkRead', alert_id, pod_id: 'p1', applies }) as const;
  it('given nothing read, when the player ticks an alert that reaches their pod, then AlertRead', () => {
    givenReads([])
      .when(mark('a1'))
      .thenEvents([AlertRead.of({ alert_id: 'a1', pod_id: 'p1' })]);
  });
  it('given a read alert, when it is ticked again, then nothing happens', () => {
    givenReads([AlertRead.of({ alert_id: 'a1', pod_id: 'p1' })])
      .when(mark('a1'))
      .thenNothingHappened();
  });
  it('given nothing read, when the alert is gone or reaches other pods, then 404', () => {
    givenReads([]).when(mark('a9', false)).thenThrows(NotFoundError);
  });
});

import { describe, it } from 'node:test';
import { StaffMessageSent, ValidationError } from '@gamepod/events';
import { DeciderSpecification } from '@gamepod/events/testing';
import { staffMessageDecider } from '../../src/pods/domain/staff-message-decider.ts';

const given = DeciderSpecification.for(staffMessageDecider, {
  now: new Date('2026-06-01T12:00:00Z'),
  newId: () => 'id-1',
});
const send = (message: string) => ({ type: 'Send', client_id: 'client-1', message }) as const;

describe("the floor's messages to a pod", () => {
  describe('when staff send a message', () => {
    it('then StaffMessageSent with the pod client and the text trimmed', () => {
      given([])
        .when(send('  Your table is ready  '))
        .thenEvents([StaffMessageSent.of({ client_id: 'client-1', message: 'Your table is ready' })]);
    });

    it('after earlier messages, then one more StaffMessageSent', () => {
      given([StaffMessageSent.of({ client_id: 'client-1', message: 'First' })])
        .when(send('Second'))
        .thenEvents([StaffMessageSent.of({ client_id: 'client-1', message: 'Second' })]);
    });
  });

  describe('when the message is blank once trimmed', () => {
    it('then a ValidationError naming the message', () => {
      given([])
        .when(send(' \n\t '))
        .thenThrows(ValidationError, (e) => e.data.field === 'message');
    });
  });
});

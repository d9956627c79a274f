import { describe, it } from 'node:test';
import { StaffMessageAcknowledged, StaffMessageSent, ValidationError } from '@gamepod/events';
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

describe("the pod's kiosk acknowledging its staff messages", () => {
  const sent = StaffMessageSent.of({ client_id: 'client-1', message: 'First' });
  const acknowledged = (sent_at: string) => StaffMessageAcknowledged.of({ client_id: 'client-1', sent_at });
  const acknowledge = (sent_at: string) => ({ type: 'Acknowledge', client_id: 'client-1', sent_at }) as const;

  describe('when it acknowledges a message for the first time', () => {
    it('then StaffMessageAcknowledged with that message time', () => {
      given([sent])
        .when(acknowledge('2026-06-01T11:59:00.000Z'))
        .thenEvents([acknowledged('2026-06-01T11:59:00.000Z')]);
    });
  });

  describe('when it acknowledges a later message', () => {
    it('then one more StaffMessageAcknowledged', () => {
      given([sent, acknowledged('2026-06-01T11:58:00.000Z')])
        .when(acknowledge('2026-06-01T11:59:00.000Z'))
        .thenEvents([acknowledged('2026-06-01T11:59:00.000Z')]);
    });
  });

  describe('when it acknowledges the same or an earlier message again', () => {
    it('then nothing happens', () => {
      given([sent, acknowledged('2026-06-01T11:59:00.000Z')])
        .when(acknowledge('2026-06-01T11:59:00.000Z'))
        .thenNothingHappened();
      given([sent, acknowledged('2026-06-01T11:59:00.000Z')])
        .when(acknowledge('2026-06-01T11:30:00.000Z'))
        .thenNothingHappened();
    });
  });

  describe('when the time is in the future', () => {
    it('then a ValidationError naming sent_at', () => {
      given([sent])
        .when(acknowledge('2026-06-01T12:00:01.000Z'))
        .thenThrows(ValidationError, (e) => e.data.field === 'sent_at');
    });
  });
});

import { describe, it } from 'node:test';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ReservationChanged,
  ReservationDeleted,
  ReservationMade,
  ValidationError,
} from '@gamepod/events';
import { DeciderSpecification } from '@gamepod/events/testing';
import {
  type ReservationCommand,
  type ReservationInput,
  reservationDecider,
} from '../../src/reservations/domain/reservation-decider.ts';

const now = new Date('2026-06-01T12:00:00Z');
const given = DeciderSpecification.for(reservationDecider, { now, newId: () => 'id-1' });
const ownAdmin = { role: 3, client_id: 'c1' };
const otherAdmin = { role: 3, client_id: 'c2' };
const superAdmin = { role: 4, client_id: null };
const lab = { id: 'lab-1', client_id: 'c1', timezone: 'America/Chicago' };
const otherLab = { id: 'lab-2', client_id: 'c1', timezone: 'America/New_York' };
const pod = (id: string, labId = lab.id) => ({ key: `GP-${id}`, pod: { id, lab_id: labId } });
const input: ReservationInput = {
  actor: ownAdmin,
  lab,
  pods: [pod('p2'), pod('p1')],
  start_at: new Date('2026-06-01T15:00:00Z'),
  end_at: new Date('2026-06-01T18:00:00Z'),
  group_name: 'Robotics club',
  emails: ['ada@school.test', 'alan@school.test'],
  hold_id: 'h1',
};
const made = ReservationMade.of({
  client_id: 'c1',
  lab_id: 'lab-1',
  pod_ids: ['p1', 'p2'],
  start_at: '2026-06-01T15:00:00.000Z',
  end_at: '2026-06-01T18:00:00.000Z',
  timezone: 'America/Chicago',
  group_name: 'Robotics club',
  emails: ['ada@school.test', 'alan@school.test'],
  hold_id: 'h1',
});
const make = (over: Partial<ReservationInput> = {}): ReservationCommand => ({ type: 'Make', ...input, ...over });
const change = (over: Partial<ReservationInput> = {}): ReservationCommand => ({
  type: 'Change',
  ...input,
  hold_id: 'h2',
  ...over,
});
const naming = (field: string) => (e: ValidationError | ConflictError | NotFoundError) => e.data.field === field;

describe('the reservation decider', () => {
  describe('when a reservation is made', () => {
    it("by the lab's client admin, then ReservationMade with the pods sorted and the times in UTC", () => {
      given([]).when(make()).thenEvents([made]);
    });
    it('by a super admin, for any client, then ReservationMade', () => {
      given([])
        .when(make({ actor: superAdmin }))
        .thenEvents([made]);
    });
    it("by another client's admin, then it is forbidden before anything is said of the pods", () => {
      given([])
        .when(make({ actor: otherAdmin, pods: [{ key: 'GP-x', pod: null }] }))
        .thenThrows(ForbiddenError);
    });
    it('for a lab that does not exist, then not found naming lab_id', () => {
      given([])
        .when(make({ lab: null }))
        .thenThrows(NotFoundError, naming('lab_id'));
    });
    it('with a pod key no live pod has, then refused naming pods_list', () => {
      given([])
        .when(make({ pods: [pod('p1'), { key: 'GP-gone', pod: null }] }))
        .thenThrows(ValidationError, (e) => naming('pods_list')(e) && e.message.includes('GP-gone'));
    });
    it('with a pod of another lab, then refused naming pods_list', () => {
      given([])
        .when(make({ pods: [pod('p1'), pod('p9', 'lab-2')] }))
        .thenThrows(ValidationError, naming('pods_list'));
    });
    it('ending before it starts, or when it starts, then refused naming end_time', () => {
      given([])
        .when(make({ end_at: input.start_at }))
        .thenThrows(ValidationError, naming('end_time'));
    });
    it('that has already ended, then refused naming end_time', () => {
      given([])
        .when(make({ start_at: new Date('2026-06-01T08:00:00Z'), end_at: new Date('2026-06-01T11:00:00Z') }))
        .thenThrows(ValidationError, (e) => naming('end_time')(e) && /future/.test(e.message));
    });
    it('that started already and is still running, then ReservationMade (it starts at once)', () => {
      given([])
        .when(make({ start_at: new Date('2026-06-01T11:00:00Z') }))
        .thenEvents((events) => {
          if (events[0]?.type !== 'ReservationMade') throw new Error('expected ReservationMade');
        });
    });
    it('lasting more than four weeks, then refused naming end_time', () => {
      given([])
        .when(make({ end_at: new Date('2026-07-01T12:00:00Z') }))
        .thenThrows(ValidationError, naming('end_time'));
    });
    it('again with the same holds (a retried save), then nothing happens', () => {
      given([made]).when(make()).thenNothingHappened();
    });
  });

  describe('when a reservation is changed', () => {
    it('to other times, then ReservationChanged with the new hold', () => {
      const later = { start_at: new Date('2026-06-02T15:00:00Z'), end_at: new Date('2026-06-02T18:00:00Z') };
      given([made])
        .when(change(later))
        .thenEvents([
          ReservationChanged.of({
            ...made.data,
            start_at: '2026-06-02T15:00:00.000Z',
            end_at: '2026-06-02T18:00:00.000Z',
            hold_id: 'h2',
          }),
        ]);
    });
    it("to another lab, then the pods must be the new lab's", () => {
      given([made])
        .when(change({ lab: otherLab }))
        .thenThrows(ValidationError, naming('pods_list'));
      given([made])
        .when(change({ lab: otherLab, pods: [pod('p7', 'lab-2')] }))
        .thenEvents([
          ReservationChanged.of({
            ...made.data,
            lab_id: 'lab-2',
            pod_ids: ['p7'],
            timezone: 'America/New_York',
            hold_id: 'h2',
          }),
        ]);
    });
    it('to a lab of another client, by a client admin, then it is forbidden', () => {
      given([made])
        .when(change({ lab: { id: 'lab-x', client_id: 'c2', timezone: 'UTC' }, pods: [pod('px', 'lab-x')] }))
        .thenThrows(ForbiddenError);
    });
    it("by another client's admin, then it is forbidden", () => {
      given([made])
        .when(change({ actor: otherAdmin }))
        .thenThrows(ForbiddenError);
    });
    it('with nothing different, then nothing happens', () => {
      given([made]).when(change()).thenNothingHappened();
    });
    it('after it has ended, then it is refused', () => {
      const ended = DeciderSpecification.for(reservationDecider, {
        now: new Date('2026-06-01T18:00:00Z'),
        newId: () => 'id-1',
      });
      ended([made])
        .when(change({ end_at: new Date('2026-06-01T20:00:00Z') }))
        .thenThrows(ConflictError, (e) => /ended/.test(e.message));
    });
    it('while it runs, to end later, then ReservationChanged', () => {
      const running = DeciderSpecification.for(reservationDecider, {
        now: new Date('2026-06-01T16:00:00Z'),
        newId: () => 'id-1',
      });
      running([made])
        .when(change({ end_at: new Date('2026-06-01T19:00:00Z') }))
        .thenEvents([ReservationChanged.of({ ...made.data, end_at: '2026-06-01T19:00:00.000Z', hold_id: 'h2' })]);
    });
    it('that was never made, or was deleted, then not found', () => {
      given([]).when(change()).thenThrows(NotFoundError, naming('reservation_id'));
      given([made, ReservationDeleted.of({})])
        .when(change())
        .thenThrows(NotFoundError);
    });
  });

  describe('when a reservation is deleted', () => {
    it("by the lab's client admin or a super admin, then ReservationDeleted", () => {
      given([made])
        .when({ type: 'Delete', actor: ownAdmin })
        .thenEvents([ReservationDeleted.of({})]);
      given([made])
        .when({ type: 'Delete', actor: superAdmin })
        .thenEvents([ReservationDeleted.of({})]);
    });
    it("by another client's admin, then it is forbidden", () => {
      given([made]).when({ type: 'Delete', actor: otherAdmin }).thenThrows(ForbiddenError);
    });
    it('twice, then the second time nothing happens', () => {
      given([made, ReservationDeleted.of({})])
        .when({ type: 'Delete', actor: ownAdmin })
        .thenNothingHappened();
    });
    it('that was never made, then not found', () => {
      given([]).when({ type: 'Delete', actor: superAdmin }).thenThrows(NotFoundError);
    });
  });
});

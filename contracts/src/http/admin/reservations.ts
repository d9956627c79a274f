import Type, { type Static } from 'typebox';
import { RESERVATION_MAX_EMAILS, RESERVATION_MAX_PODS } from '../../catalogues/form-limits.ts';
import { POD_ID_KEY_PATTERN, UUID_PATTERN } from '../../catalogues/id-patterns.ts';
import { OptionalDayText } from '../date-fields.ts';
import { Name, Nullable, Strict, UuidId, WithToken } from '../fields.ts';
import { paging } from '../list-fields.ts';
import { Empty, get, post } from '../route.ts';

const ReservationId = UuidId('the reservation (UUIDv7)');
/** Text a form sends; a missing or blank one answers 'Please fill all required fields' naming it. */
const FormText = (maxLength: number, description: string) =>
  Type.Optional(Nullable(Type.String({ maxLength, description })));
/** A form's day (alone or before its time): a missing or blank one is refused like FormText's. */
const FormDay = (maxLength: number, description: string) => OptionalDayText({ maxLength, description });
const IdOrBlank = (description: string) =>
  Type.Optional(Nullable(Type.Union([Type.String({ pattern: UUID_PATTERN }), Type.Literal('')], { description })));

const WallClock = Type.Object({
  date: Type.String({ description: "MM/DD/YYYY in the lab's time zone" }),
  time: Type.String({ description: 'hh:mm AM/PM' }),
});

/** A reservation as the list and the edit form read it. */
export const ReservationView = Type.Object({
  id: Type.String(),
  client_id: Type.String(),
  lab_id: Type.String(),
  linkedlab: Type.Object({ lab_name: Type.String() }),
  reservation_start: WallClock,
  reservation_end: WallClock,
  pod_navs: Type.String({ description: "the pods' nav names, joined by commas" }),
  emails_list: Type.String({ description: 'the emails, joined by commas' }),
  group_name: Type.String(),
  pods_list: Type.String({ description: "the pods' pod_id_key values, joined by commas" }),
  pods_list_array: Type.Array(Type.String()),
  timezone: Type.String({ description: "the lab's IANA time zone the times are in" }),
  start_at: Type.String({ format: 'date-time' }),
  end_at: Type.String({ format: 'date-time' }),
  status: Type.Union([Type.Literal('upcoming'), Type.Literal('running'), Type.Literal('ended')]),
});
export type ReservationView = Static<typeof ReservationView>;

/** One page of reservations. */
export const adminReservationsList = get('/admin/reservations/list', {
  querystring: Strict({
    ...WithToken,
    client_id: Type.Optional(
      Type.String({
        maxLength: 64,
        description: "a client's id; empty or 0 = all clients (super admin). A client admin gets their own client",
      }),
    ),
    ...paging(10),
  }),
  data: Type.Object({
    reservations: Type.Array(ReservationView),
    current_page: Type.Integer(),
    last_page: Type.Integer(),
    total_rows: Type.Integer(),
    status_text: Type.String({ description: "e.g. 'Showing 1 to 10 of 57 entries'" }),
  }),
});

/** One reservation, for the edit form. */
export const adminReservationsEdit = get('/admin/reservations/edit', {
  querystring: Strict({ ...WithToken, reservation_id: ReservationId }),
  data: Type.Object({ reservation: ReservationView }),
});

/** The Create and Edit forms; every field of the form is required. */
export const ReservationSaveBody = Strict({
  ...WithToken,
  edit_id: IdOrBlank('the reservation to change; left out or empty to make a new one'),
  client_id: IdOrBlank("the lab's client; a client admin may only send their own"),
  lab_id: IdOrBlank('the lab whose pods are reserved'),
  start_date: FormDay(20, "MM/DD/YYYY in the lab's time zone"),
  start_time: FormText(20, 'hh:mm AM/PM'),
  end_date: FormDay(20, 'MM/DD/YYYY'),
  end_time: FormText(20, 'hh:mm AM/PM'),
  start_datetime: FormDay(40, 'start_date and start_time joined by a space'),
  end_datetime: FormDay(40, 'end_date and end_time joined by a space'),
  pods_list: Type.Optional(
    Nullable(
      Type.Union(
        [
          Type.Array(Type.String({ pattern: POD_ID_KEY_PATTERN }), { maxItems: RESERVATION_MAX_PODS }),
          Type.String({ maxLength: RESERVATION_MAX_PODS * 20 }),
        ],
        { description: "the pods' pod_id_key values: an array, or one string with commas between them" },
      ),
    ),
  ),
  emails_list: Type.Optional(
    Nullable(
      Type.Union(
        [
          Type.Array(Type.String({ maxLength: 254 }), { maxItems: RESERVATION_MAX_EMAILS }),
          Type.String({ maxLength: RESERVATION_MAX_EMAILS * 256 }),
        ],
        { description: 'who may stay on the pods: an array, or one string with commas or line breaks between them' },
      ),
    ),
  ),
  group_name: Type.Optional(Nullable(Name(100, { description: 'the group the pods are reserved for' }))),
});
export type ReservationSaveBody = Static<typeof ReservationSaveBody>;

/** Make a reservation, or change one (edit_id). */
export const adminReservationsSave = post('/admin/reservations/save', {
  body: ReservationSaveBody,
  data: Type.Object({
    reservation_id: Type.String(),
    changed: Type.Boolean({ description: 'false when the edit changed nothing' }),
  }),
});

/** Delete a reservation. */
export const adminReservationsDelete = post('/admin/reservations/delete', {
  body: Strict({ ...WithToken, reservation_id: ReservationId }),
  data: Empty,
});

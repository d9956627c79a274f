import Type from 'typebox';
import { QUEUE_PLATFORMS } from '../../catalogues/queue-catalogues.ts';
import { PublicPodStatus } from '../../public-events/public-event-schemas.ts';
import { Nullable, Strict } from '../fields.ts';
import { FileBytes, get, getFile } from '../route.ts';

// The read API a lab's API key opens (`Authorization: Bearer gpk_…`): read-only, one lab's
// data, version 1 (the paths' `/lab-api/v1`). Fields are only ever added within a version.

const Instant = Type.String({ format: 'date-time', description: 'UTC, ISO 8601' });

export const LabApiPod = Type.Object(
  {
    pod_id: Type.String(),
    seat: Type.String({ description: "the pod's seat as staff named it" }),
    license: Nullable(Type.String()),
    status: PublicPodStatus,
  },
  { examples: [{ pod_id: '0193b2c4-5d6e-7f80-9a1b-2c3d4e5f6a7b', seat: 'Left', license: 'A1', status: 'busy' }] },
);

/** The lab's pods and their live status. */
export const labApiPods = get('/lab-api/v1/pods', {
  data: Type.Object({ lab_id: Type.String(), pods: Type.Array(LabApiPod) }),
});

export const LabApiSession = Type.Object(
  {
    session_id: Type.String({ description: 'the same id as in session.started and session.ended' }),
    pod_id: Type.String(),
    role: Type.Union([Type.Literal('player'), Type.Literal('facilitator'), Type.Literal('admin')]),
    started_at: Instant,
    ended_at: Nullable(Instant),
    end_reason: Nullable(Type.String()),
  },
  {
    examples: [
      {
        session_id: '3f1c9a0b7d2e4c5f8a6b1d0e9f2c3a4b',
        pod_id: '0193b2c4-5d6e-7f80-9a1b-2c3d4e5f6a7b',
        role: 'player',
        started_at: '2026-12-07T14:02:11.000Z',
        ended_at: '2026-12-07T15:10:45.000Z',
        end_reason: 'logout',
      },
    ],
  },
);

/** Sessions on the lab's pods, newest first, a page at a time (`next` continues). */
export const labApiSessions = get('/lab-api/v1/sessions', {
  querystring: Strict({
    from: Type.Optional(Type.String({ format: 'date-time', description: 'oldest start; 30 days ago by default' })),
    to: Type.Optional(Type.String({ format: 'date-time', description: 'started before this; now by default' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 })),
    cursor: Type.Optional(Type.String({ maxLength: 100, description: 'the `next` of the page before' })),
  }),
  data: Type.Object({ sessions: Type.Array(LabApiSession), next: Nullable(Type.String()) }),
});

export const LabApiReservation = Type.Object(
  {
    reservation_id: Type.String(),
    pod_ids: Type.Array(Type.String()),
    start_at: Instant,
    end_at: Instant,
    group_name: Type.String(),
  },
  {
    examples: [
      {
        reservation_id: '0193b2c4-aaaa-7f80-9a1b-2c3d4e5f6a7b',
        pod_ids: ['0193b2c4-5d6e-7f80-9a1b-2c3d4e5f6a7b'],
        start_at: '2026-12-08T18:00:00.000Z',
        end_at: '2026-12-08T20:00:00.000Z',
        group_name: 'Chess club',
      },
    ],
  },
);

/** The lab's reservations that have not ended, soonest first. */
export const labApiReservations = get('/lab-api/v1/reservations', {
  querystring: Strict({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 })) }),
  data: Type.Object({ reservations: Type.Array(LabApiReservation) }),
});

export const LabApiQueuePlace = Type.Object(
  {
    ticket: Type.Integer({ minimum: 1, description: "the place's ticket number, as the lab's signage shows it" }),
    position: Type.Integer({ minimum: 1, description: 'its place in line, 1 first' }),
    platform: Nullable(
      Type.Enum([...QUEUE_PLATFORMS], {
        description: "the platform it waits for ('xb' Xbox, 'ps' PlayStation, 'sw' Switch, 'pc' PC); null: any pod",
      }),
    ),
    waiting_since: Instant,
    offer: Nullable(
      Type.Object({
        pod_id: Type.String({ description: 'the pod held for this place' }),
        expires_at: Instant,
      }),
    ),
  },
  {
    description: 'A place in line: its ticket only, never a name, email or user id.',
    examples: [
      {
        ticket: 41,
        position: 1,
        platform: null,
        waiting_since: '2026-12-07T14:02:11.000Z',
        offer: { pod_id: '0193b2c4-5d6e-7f80-9a1b-2c3d4e5f6a7b', expires_at: '2026-12-07T14:32:40.000Z' },
      },
      { ticket: 42, position: 2, platform: 'xb', waiting_since: '2026-12-07T14:05:37.000Z', offer: null },
    ],
  },
);

/** The lab's queue: whether it is on, and its line in order. */
export const labApiQueue = get('/lab-api/v1/queue', {
  data: Type.Object(
    {
      lab_id: Type.String(),
      enabled: Type.Boolean({ description: 'whether players may join the queue now' }),
      places: Type.Array(LabApiQueuePlace),
    },
    {
      examples: [
        {
          lab_id: '0193b2c4-1111-7f80-9a1b-2c3d4e5f6a7b',
          enabled: true,
          places: [
            {
              ticket: 41,
              position: 1,
              platform: null,
              waiting_since: '2026-12-07T14:02:11.000Z',
              offer: { pod_id: '0193b2c4-5d6e-7f80-9a1b-2c3d4e5f6a7b', expires_at: '2026-12-07T14:32:40.000Z' },
            },
            { ticket: 42, position: 2, platform: 'xb', waiting_since: '2026-12-07T14:05:37.000Z', offer: null },
          ],
        },
      ],
    },
  ),
});

/**
 * The lab's public events as server-sent events, as they happen: each is `id: <its position
 * in the stream>`, `event: <type>` (session.started, pod.status_changed, …) and `data: <the
 * public event as JSON>`, the same shapes the webhooks send (the event's own `id` is the same
 * on a repeat). A comment line every 15 s keeps proxies from closing the stream. Sent again
 * with `Last-Event-ID`, the stream first replays what the client missed of the last hour;
 * older than that, or an id it never gave, it starts with `event: gap`.
 */
export const labApiEvents = getFile('/lab-api/v1/events', {
  querystring: Strict({}),
  file: FileBytes('text/event-stream of public events'),
});

import Type, { type Static } from 'typebox';
import { Reply } from '../envelope.ts';
import { Nullable } from '../fields.ts';
import { get } from '../route.ts';

const Millis = Type.Union([Type.Number({ minimum: 0 }), Type.Null()], { description: 'milliseconds; null when down' });
const Seq = (description: string) => Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], { description });

/** What the health check found: each dependency, the stream, and how far each read model and reaction lags. */
export const HealthData = Type.Object({
  nats: Type.Object({ ok: Type.Boolean(), connected: Type.Boolean(), rtt_ms: Millis }),
  postgres: Type.Object({ ok: Type.Boolean(), latency_ms: Millis }),
  stream: Type.Object({
    ok: Type.Boolean(),
    name: Type.String(),
    last_seq: Seq('sequence of the last commit; null when NATS is down'),
  }),
  projections: Type.Array(
    Type.Object({
      name: Type.String(),
      checkpoint: Seq('last applied sequence; null when unknown or not built yet'),
      lag: Seq('last_seq - checkpoint: commits not yet applied'),
      dead_letters: Seq('messages it set aside instead of stopping on them; null when Postgres is down'),
    }),
  ),
  reactions: Type.Array(
    Type.Object({
      name: Type.String(),
      state: Type.String({ description: "this instance's worker: running, standby (another leads), retrying…" }),
      checkpoint: Seq('last handled sequence; null when unknown'),
      lag: Seq('commits of its subjects not yet handled; null when NATS is down or it never ran'),
      dead_letters: Seq('messages it set aside instead of stopping on them; null when Postgres is down'),
    }),
  ),
  dead_letters: Seq(
    'messages the read models and reactions set aside (`npm run ops -- dead-letters` lists them); null when Postgres is down',
  ),
  backups: Type.Union(
    [
      Type.Object({
        last_success_at: Nullable(Type.String({ description: 'RFC 3339: when a DB backup was last kept' })),
        last_failure_at: Nullable(Type.String({ description: 'RFC 3339: when a DB backup last failed' })),
      }),
      Type.Null(),
    ],
    {
      description:
        'when a DB backup was last made and when one last failed (why is on Manage DB Backups: health is public); null when Postgres is down or this instance runs no db_backups read model',
    },
  ),
  sign_in_sources: Type.Array(
    Type.Object({
      client_id: Type.String(),
      kind: Type.Union([Type.Literal('ldap'), Type.Literal('sip2')]),
      up: Type.Boolean({
        description: 'false when the last answer was down (no answer in time, unreachable, garbage)',
      }),
      last_answer: Type.Union(
        [Type.Literal('accepted'), Type.Literal('refused'), Type.Literal('down'), Type.Literal('reachable')],
        {
          description:
            "a sign-in's answer (accepted, refused, down), or a check's (reachable: the source answered its connection test; down)",
        },
      ),
      seen_by: Type.Union([Type.Literal('sign_in'), Type.Literal('check')], {
        description: "what gave the last answer: a person's sign-in, or this instance's periodic check of the source",
      }),
      at: Type.String({ description: 'RFC 3339: when the source gave that answer' }),
    }),
    {
      description:
        'every client whose people sign in through a directory (LDAP) or library system (SIP2), as this instance last found its source: checked at start and every minute (GAMEPOD_SOURCE_CHECK_MS), and at each sign-in; the newer of the two decides. A client is listed once its first check or sign-in has answered. No detail (health is public)',
    },
  ),
});
export type HealthData = Static<typeof HealthData>;

/**
 * Whether this instance can serve: 200 when everything is up, 503 with the same data (and a
 * message naming what is down) otherwise.
 */
export const health = get('/health', { data: HealthData });

/** The 503 reply: status false, a message naming what is down, and the same data. */
export const HealthUnavailableReply = Reply(HealthData, 'something is down; data says what');

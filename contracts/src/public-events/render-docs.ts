import { PUBLIC_EVENTS } from './public-event-schemas.ts';

const fence = (lang: string, body: string) => `\`\`\`${lang}\n${body}\n\`\`\``;

const POD = '0193b2c4-5d6e-7f80-9a1b-2c3d4e5f6a7b';
const LAB = '0193b2c4-1111-7f80-9a1b-2c3d4e5f6a7b';

/** The queue's examples on the page: the contracts' tests check each against its schema. */
export const QUEUE_DOC_EXAMPLES = {
  /** A reply of `GET /lab-api/v1/queue`. */
  read: {
    status: true,
    message: 'ok',
    data: {
      lab_id: LAB,
      enabled: true,
      places: [
        {
          ticket: 41,
          position: 1,
          platform: null,
          waiting_since: '2026-12-07T14:02:11.000Z',
          offer: { pod_id: POD, expires_at: '2026-12-07T14:32:40.000Z' },
        },
        { ticket: 42, position: 2, platform: 'xb', waiting_since: '2026-12-07T14:05:37.000Z', offer: null },
      ],
    },
  },
  /** `queue.advanced`: a pod offered to ticket 41. */
  event: {
    id: '0193b2c4-9f00-7a10-8b20-3c4d5e6f7a8b.0',
    type: 'queue.advanced',
    version: 1,
    occurred_at: '2026-12-07T14:22:40.000Z',
    client_id: '0193b2c4-0000-7f80-9a1b-2c3d4e5f6a7b',
    lab_id: LAB,
    data: {
      ticket: 41,
      change: 'offered',
      platform: null,
      pod_id: POD,
      expires_at: '2026-12-07T14:32:40.000Z',
      position: null,
      line_length: 2,
    },
  },
} as const;

const INTRO = `# Webhooks and the lab read API

<!-- Written by \`npm run docs:webhooks\` from contracts/src/public-events/; edit those, not this file. -->

gamepod sends what happens in a client's labs to the client's own systems as **public
events**: small, versioned JSON shapes, never the log's internal events. They arrive two
ways:

- **Webhooks.** Staff add endpoints in the console (Webhooks: a client admin for their own
  client, a super admin for any), choosing the event types each gets. Each delivery is an
  HTTPS \`POST\` of one public event, signed per [Standard Webhooks](https://www.standardwebhooks.com/)
  with the endpoint's secret (\`whsec_…\`, shown once when the endpoint is added). A
  2xx answer delivers it; anything else, or no answer within 10 s, is tried again 10 s later,
  doubling up to an hour apart, for a day; then it is set aside and staff can resend it. A
  pod's events arrive in the order they happened, and so do a lab's queue events
  (\`queue.advanced\`). Delivery is at least once: drop a \`webhook-id\` you have seen.
  Deleting an endpoint drops what waited for it, retries and set-aside deliveries included:
  nothing more is sent to it.
- **The lab read API.** A lab's API key (Lab API Keys on the edit-lab screen) opens
  \`GET /api/v1/lab-api/v1/pods\`, \`/sessions\`, \`/reservations\`, \`/queue\` and \`/events\`
  (the same public events as server-sent events) with \`Authorization: Bearer gpk_…\`: that
  lab only, read-only, 600 requests a minute per key (however many servers answer), told in
  \`RateLimit-*\` headers. The OpenAPI document (\`/api/docs\`, tag "lab api") has each call
  with examples.

## The lab's queue

\`GET /api/v1/lab-api/v1/queue\` answers the lab's line as it stands, each place by its ticket
(never a name, email or user id), and \`queue.advanced\` says each time it moves:

${fence('json', JSON.stringify(QUEUE_DOC_EXAMPLES.read, null, 2))}

An offer of a pod to ticket 41, as a webhook or on \`/events\`:

${fence('json', JSON.stringify(QUEUE_DOC_EXAMPLES.event, null, 2))}

## Resuming the event stream

Each server-sent event of \`/events\` carries an \`id:\`, its place in the stream (the public
event's own id is \`data.id\`). A client that reconnects with the header \`Last-Event-ID\` (a
browser's \`EventSource\` sends it by itself) first gets what it missed, from the last hour,
then what happens next: nothing is lost between the two and nothing comes twice.

- An id older than the hour kept: the stream starts with \`event: gap\` and
  \`data: {"reason":"too_old","oldest_id":…}\`, then sends all that is kept. Read the API for
  the state.
- An id the stream never gave (after a reinstall): \`event: gap\` with
  \`{"reason":"unknown",…}\`, then what happens next.
- An id that is not a whole number: 400.

## Verifying a delivery

With the \`standardwebhooks\` package (npm; also for Python, Go, Ruby, PHP, Java, Rust, C#),
on the raw body as received:

${fence(
  'ts',
  `import { Webhook } from 'standardwebhooks';
const event = new Webhook(process.env.GAMEPOD_WEBHOOK_SECRET).verify(rawBody, request.headers);
// throws unless the signature is the endpoint's and the timestamp within 5 minutes`,
)}

The headers are \`webhook-id\` (the event's id, the same on every retry), \`webhook-timestamp\`
(seconds since 1970) and \`webhook-signature\` (\`v1,\` and the base64 HMAC-SHA256 of
\`<id>.<timestamp>.<body>\` under the secret's bytes).

## Rotating the secret

Staff may give an endpoint a new secret (\`POST /api/v1/admin/webhooks/endpoints/rotate-secret\`):
the reply shows it once, and every delivery from then on, a retry of an older one included, is
signed with the new secret only. To roll over, let the receiver accept any of a list of secrets:

\`\`\`ts
const secrets = [process.env.GAMEPOD_WEBHOOK_SECRET_NEW, process.env.GAMEPOD_WEBHOOK_SECRET_OLD];
const verify = (rawBody, headers) => {
  for (const secret of secrets.filter(Boolean)) {
    try {
      return new Webhook(secret).verify(rawBody, headers);
    } catch {}
  }
  throw new Error('no secret verifies this delivery');
};
\`\`\`

1. Rotate the secret and add the new one to the receiver's list, beside the old one.
2. Until the receiver has it, deliveries signed with the new secret fail to verify: answer
   them with a non-2xx status and they are tried again (10 s later, doubling), so nothing is
   lost, only late. A delivery sent just before the rotation may still arrive signed with the
   old secret.
3. Once deliveries verify with the new secret, remove the old one.

Deleting an endpoint stops its deliveries, including any still waiting, and forgets its
secret.

## The event catalogue

Every event has \`id\`, \`type\`, \`version\`, \`occurred_at\`, \`client_id\`, \`lab_id\` and its
\`data\`. Within a version fields are only ever added; a change that would remove or retype
one is a new version.
`;

/** The webhooks page: how to verify a delivery, and each public event with its JSON schema. */
export function renderPublicEventsDoc(): string {
  const sections = PUBLIC_EVENTS.map((schema) => {
    const s = schema as unknown as { $id: string; description: string };
    const [type] = s.$id.split('.v');
    return `### \`${type}\` (version 1)\n\n${s.description}\n\n${fence('json', JSON.stringify(schema, null, 2))}\n`;
  });
  return `${INTRO}\n${sections.join('\n')}`;
}

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import Value from 'typebox/value';
import { labApiQueue } from '../src/http/lab-api/lab-api.ts';
import { PublicEvent } from '../src/public-events/public-event-schemas.ts';
import { QUEUE_DOC_EXAMPLES, renderPublicEventsDoc } from '../src/public-events/render-docs.ts';

describe('docs/webhooks.md', () => {
  it('is the public event catalogue as the contracts have it (npm run docs:webhooks writes it)', () => {
    const onDisk = readFileSync(new URL('../../docs/webhooks.md', import.meta.url), 'utf8');
    assert.equal(onDisk, renderPublicEventsDoc());
  });

  it("shows the queue's read and its event with examples that hold to their schemas", () => {
    const page = renderPublicEventsDoc();
    assert.ok(page.includes('GET /api/v1/lab-api/v1/queue'));
    assert.ok(page.includes('### `queue.advanced` (version 1)'));
    assert.ok(
      Value.Check(labApiQueue.reply, QUEUE_DOC_EXAMPLES.read),
      JSON.stringify([...Value.Errors(labApiQueue.reply, QUEUE_DOC_EXAMPLES.read)]),
    );
    assert.ok(
      Value.Check(PublicEvent, QUEUE_DOC_EXAMPLES.event),
      JSON.stringify([...Value.Errors(PublicEvent, QUEUE_DOC_EXAMPLES.event)]),
    );
  });

  it('shows the signature check in three lines with the library', () => {
    const block = /```ts\n([\s\S]*?)\n```/.exec(renderPublicEventsDoc())?.[1] ?? '';
    assert.equal(block.split('\n').length, 3);
    assert.match(block, /new Webhook\(.*\)\.verify\(rawBody, request\.headers\)/);
  });
});

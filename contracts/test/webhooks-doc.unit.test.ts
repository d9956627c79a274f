import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { renderPublicEventsDoc } from '../src/public-events/render-docs.ts';

describe('docs/webhooks.md', () => {
  it('is the public event catalogue as the contracts have it (npm run docs:webhooks writes it)', () => {
    const onDisk = readFileSync(new URL('../../docs/webhooks.md', import.meta.url), 'utf8');
    assert.equal(onDisk, renderPublicEventsDoc());
  });

  it('shows the signature check in three lines with the library', () => {
    const block = /```ts\n([\s\S]*?)\n```/.exec(renderPublicEventsDoc())?.[1] ?? '';
    assert.equal(block.split('\n').length, 3);
    assert.match(block, /new Webhook\(.*\)\.verify\(rawBody, request\.headers\)/);
  });
});

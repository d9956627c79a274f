import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { catalogue } from '../src/catalogue/catalogue.ts';
import { renderEventsDoc } from '../src/catalogue/render-docs.ts';

describe('docs/events.md', () => {
  it('is what the catalogue renders (run `npm run docs:events` after changing an event)', () => {
    const onDisk = readFileSync(new URL('../../docs/events.md', import.meta.url), 'utf8');
    assert.equal(onDisk, renderEventsDoc(catalogue));
  });

  it('lists every event type with its version', () => {
    const doc = renderEventsDoc(catalogue);
    for (const d of catalogue.all()) assert.ok(doc.includes(`### ${d.type} (v${d.version})`), d.type);
  });
});

import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { catalogue } from './catalogue.ts';
import { renderEventsDoc } from './render-docs.ts';

const target = fileURLToPath(new URL('../../../docs/events.md', import.meta.url));
writeFileSync(target, renderEventsDoc(catalogue));
console.log(`wrote ${target} (${catalogue.all().length} event types)`);

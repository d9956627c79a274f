// `npm run docs:events`: docs/events.md, the event catalogue, written from the TypeBox schemas.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { catalogue, renderEventsDoc } from '@gamepod/events';

const target = fileURLToPath(new URL('../docs/events.md', import.meta.url));
writeFileSync(target, renderEventsDoc(catalogue));
console.log(`wrote ${target} (${catalogue.all().length} event types)`);

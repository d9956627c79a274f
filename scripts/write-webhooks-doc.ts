// `npm run docs:webhooks`: docs/webhooks.md, the public event catalogue, written from the contracts' TypeBox schemas.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PUBLIC_EVENTS, renderPublicEventsDoc } from '@gamepod/contracts/public-events';

const target = fileURLToPath(new URL('../docs/webhooks.md', import.meta.url));
writeFileSync(target, renderPublicEventsDoc());
console.log(`wrote ${target} (${PUBLIC_EVENTS.length} public event types)`);

// `npm run docs:conformance`: docs/spec-conformance.md, written from the conformance inventory.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { conformanceDoc, inventory } from './spec-conformance/index.ts';

const target = fileURLToPath(new URL('../docs/spec-conformance.md', import.meta.url));
writeFileSync(target, conformanceDoc());
console.log(`wrote ${target} (${inventory.length} lines)`);

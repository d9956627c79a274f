// `npm run house`: a few counts of where code lives, to compare a structural change's before and
// after with one command: commands run outside the application layer, route files that import
// a decider, contract shapes typed again by hand, imports that climb three folders or more, and
// how far one feature (a reservation) is spread.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((f) => f && !f.includes('node_modules/'));
const source = files.filter((f) => /^[^/]+\/src\//.test(f));
const read = (f: string) => readFileSync(`${root}/${f}`, 'utf8');
const texts = new Map(source.map((f) => [f, read(f)]));
const inLayer = (f: string, layer: string) => f.split('/').includes(layer);

const commandRunners = /\b(handleCommand|runFleetCommand)\(/g;
let outsideApplication = 0;
for (const [f, text] of texts) {
  if (!f.startsWith('services/') || inLayer(f, 'application')) continue;
  outsideApplication += (text.match(commandRunners) ?? []).length;
}

const routeFilesWithDeciders = [...texts].filter(
  ([f, text]) => inLayer(f, 'routes') && /from '[^']*decider[^']*'/.test(text),
).length;

const contractNames = new Set<string>();
for (const [f, text] of texts) {
  if (!f.startsWith('contracts/')) continue;
  for (const m of text.matchAll(/^export (?:const|type) ([A-Z][A-Za-z0-9]*)/gm)) contractNames.add(m[1] as string);
}
const handTyped: string[] = [];
for (const [f, text] of texts) {
  if (f.startsWith('contracts/')) continue;
  for (const m of text.matchAll(/^(?:export )?(?:type|interface) ([A-Z][A-Za-z0-9]*)\b(?!\s*=\s*Static)/gm)) {
    const name = m[1] as string;
    if (contractNames.has(name)) handTyped.push(`${name} in ${f}`);
  }
}

const climbing = files
  .filter((f) => !f.includes('/dist/'))
  .reduce((n, f) => n + (read(f).match(/from '(\.\.\/){3,}/g) ?? []).length, 0);

const reservation = source.filter((f) => /reservation/i.test(f));
const folders = new Set(reservation.map((f) => f.slice(0, f.lastIndexOf('/'))));
const packages = new Set(reservation.map((f) => f.split('/')[0]));

const rows: [string, string | number][] = [
  ['command runs (handleCommand, runFleetCommand) outside application/', outsideApplication],
  ['route files importing a decider', routeFilesWithDeciders],
  ['contract shapes typed again by hand', handTyped.length],
  ['imports climbing 3+ folders', climbing],
  ['a reservation: files / folders / packages', `${reservation.length} / ${folders.size} / ${packages.size}`],
];
for (const [what, n] of rows) console.log(`${String(n).padStart(12)}  ${what}`);
if (process.argv.includes('--list')) for (const h of handTyped) console.log(`  ${h}`);

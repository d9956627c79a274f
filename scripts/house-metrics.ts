// `npm run house`: a few counts of where code lives, to compare a structural change's before and
// after with one command: commands run outside the application layer, route files that import
// a decider, contract shapes typed again by hand, imports that climb three folders or more, and
// how far one feature (a reservation) and the largest services area are spread.
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

/** Where one feature's source lives: the files whose path names it, their folders and packages. */
function spread(stem: string) {
  const matching = source.filter((f) => new RegExp(stem, 'i').test(f.slice(f.indexOf('/') + 1)));
  const folders = new Set(matching.map((f) => f.slice(0, f.lastIndexOf('/'))));
  const packages = new Set(matching.map((f) => f.split('/')[0]));
  // a place is where to look: the path up to the first folder that names the feature, else the file's folder
  const places = new Set(
    matching.map((f) => {
      const parts = f.split('/');
      const at = parts.findIndex((p, i) => i > 0 && i < parts.length - 1 && new RegExp(stem, 'i').test(p));
      return at > 0 ? parts.slice(0, at + 1).join('/') : f.slice(0, f.lastIndexOf('/'));
    }),
  );
  return { files: matching.length, folders: folders.size, places: places.size, packages: packages.size };
}
const reservation = spread('reservation');
// services' areas (services/src/<area>/ with a layer folder; before areas, services/src/domain/<area>/), by singular stem
const areas = [
  ...new Set(
    source.map(
      (f) =>
        f.match(/^services\/src\/([^/]+)\/(domain|application|routes)\//)?.[1] ??
        f.match(/^services\/src\/domain\/([^/]+)\//)?.[1],
    ),
  ),
]
  .filter((a): a is string => a !== undefined)
  .map((area) => ({ area: area.replace(/s$/, ''), ...spread(area.replace(/s$/, '')) }))
  .sort((a, b) => b.files - a.files);
const largest = areas[0];

const rows: [string, string | number][] = [
  ['command runs (handleCommand, runFleetCommand) outside application/', outsideApplication],
  ['route files importing a decider', routeFilesWithDeciders],
  ['contract shapes typed again by hand', handTyped.length],
  ['imports climbing 3+ folders', climbing],
  [
    'a reservation: files / folders / places / packages',
    `${reservation.files} / ${reservation.folders} / ${reservation.places} / ${reservation.packages}`,
  ],
  [
    `the largest services area (${largest?.area}): files / folders / places / packages`,
    `${largest?.files} / ${largest?.folders} / ${largest?.places} / ${largest?.packages}`,
  ],
];
for (const [what, n] of rows) console.log(`${String(n).padStart(12)}  ${what}`);
if (process.argv.includes('--list')) for (const h of handTyped) console.log(`  ${h}`);

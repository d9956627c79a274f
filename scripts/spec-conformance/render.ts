// docs/spec-conformance.md, written from the inventory.
import type { Entry, EntryKind, SpecFile } from './entry.ts';

const SPECS: readonly { file: SpecFile; title: string }[] = [
  { file: 'kiosk-player-facilitator.md', title: 'Kiosk, player and facilitator' },
  { file: 'admin-portals.md', title: 'Admin portals' },
];
const KINDS: readonly { kind: EntryKind; title: string }[] = [
  { kind: 'screen', title: 'Screens' },
  { kind: 'call', title: 'Calls' },
  { kind: 'behaviour', title: 'Behaviours' },
];

/** The page: counts, the open gaps, one table per spec and kind, then the notes kept beside it. */
export function renderConformanceDoc(
  entries: readonly Entry[],
  pathOf: (file: string) => string,
  notes: string,
): string {
  const out: string[] = [
    '# Spec conformance: every screen, call and behaviour of both specs',
    '',
    '<!-- Written by `npm run docs:conformance` from scripts/spec-conformance/; edit the inventory there, not this page. -->',
    '',
    'Each line is a screen, call or behaviour of `docs/spec/kiosk-player-facilitator.md` or',
    "`docs/spec/admin-portals.md`, in the spec's own words (short), with its status: **Y** (built,",
    'and the tests named show it), **decision** (replaced by a choice the note explains) or',
    '**missing** (not built, or built with no test that shows it). A unit test',
    '(`scripts/test/spec-conformance.unit.test.ts`) keeps the page equal to the inventory, checks',
    'that every call path of both specs\' "The calls it makes" has a line, that every route named exists',
    'in contracts, and that every test named exists with that title.',
    '',
    '| Spec | Kind | Y | decision | missing | lines |',
    '| ---- | ---- | - | -------- | ------- | ----- |',
  ];
  for (const spec of SPECS) {
    for (const { kind, title } of KINDS) {
      const rows = entries.filter((e) => e.spec === spec.file && e.kind === kind);
      const count = (s: Entry['status']) => rows.filter((e) => e.status === s).length;
      out.push(
        `| ${spec.title} | ${title} | ${count('Y')} | ${count('decision')} | ${count('missing')} | ${rows.length} |`,
      );
    }
  }
  const missing = entries.filter((e) => e.status === 'missing');
  out.push('', '## Open gaps', '');
  if (missing.length === 0) out.push('None.');
  for (const e of missing) out.push(`- \`${e.id}\` (${e.section}): ${cell(e.says)} Gap: ${cell(e.note ?? '')}.`);
  for (const spec of SPECS) {
    out.push('', `## ${spec.title} (\`docs/spec/${spec.file}\`)`);
    for (const { kind, title } of KINDS) {
      const rows = entries.filter((e) => e.spec === spec.file && e.kind === kind);
      if (rows.length === 0) continue;
      out.push(
        '',
        `### ${title}`,
        '',
        '| Id | Section | The spec says | Status | Shown by | Note |',
        '| -- | ------- | ------------- | ------ | -------- | ---- |',
      );
      for (const e of rows) out.push(row(e, pathOf));
    }
  }
  out.push('', notes.trim(), '');
  return out.join('\n');
}

function row(e: Entry, pathOf: (file: string) => string): string {
  const tests = e.tests.map((t) => `\`${pathOf(t.file)}\` "${cell(t.title)}"`).join('<br>');
  const routes = e.ours?.length ? `ours: ${e.ours.map((r) => `\`${r}\``).join(', ')}. ` : '';
  return `| \`${e.id}\` | ${e.section} | ${cell(e.says)} | ${e.status} | ${tests} | ${routes}${cell(e.note ?? '')} |`;
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

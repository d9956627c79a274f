import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import * as http from '@gamepod/contracts/http';
import { SPEC_KINDS } from '@gamepod/contracts/realtime';
import { HELPER_ROUTE_PATHS } from '@gamepod/pod-bridge/simulator';
import {
  callPaths,
  conformanceDoc,
  declaresTest,
  type Entry,
  filesNamed,
  inventory,
  repoRoot,
  type SpecFile,
  specSection,
  testSourceFiles,
} from '../spec-conformance/index.ts';

// The lines still missing, by id: each needs building (or a test that shows it) or a decision.
// Empty it as they close; a line that is no longer missing must leave this list.
const KNOWN_GAPS: ReadonlySet<string> = new Set<string>([]);

const SPEC_FILES: readonly SpecFile[] = ['kiosk-player-facilitator.md', 'admin-portals.md'];
const readSpec = (file: SpecFile) => readFileSync(join(repoRoot, 'docs/spec', file), 'utf8');

const ROUTES = new Set(
  (Object.values(http) as unknown[])
    .filter(
      (v): v is { method: string; url: string } => typeof v === 'object' && v !== null && 'url' in v && 'method' in v,
    )
    .map((r) => `${r.method} ${r.url}`),
);
const routePaths = new Set([...ROUTES].map((r) => r.split(' ')[1]));
const built = (e: Entry) => e.status !== 'missing';

describe('docs/spec-conformance.md', () => {
  it('is what the inventory writes (npm run docs:conformance)', () => {
    const onDisk = readFileSync(join(repoRoot, 'docs/spec-conformance.md'), 'utf8');
    assert.equal(onDisk, conformanceDoc());
  });
});

describe('the call paths read from a spec', () => {
  it('reads siblings, a prefix with children, "deletes for" and paths after "and"', () => {
    assert.deepEqual(
      callPaths('- GET /kiosk/check/pod_id (reads success, data.pod_id); /kiosk/check/pod_idle, pod_asleep.'),
      ['/kiosk/check/pod_id', '/kiosk/check/pod_idle', '/kiosk/check/pod_asleep'],
    );
    assert.deepEqual(
      callPaths('x: /admin/kiosk/ labs, domains (add, delete); edit/lab; deletes for pod, lab_rss_feed.'),
      [
        '/admin/kiosk/labs',
        '/admin/kiosk/domains',
        '/admin/kiosk/domains/add',
        '/admin/kiosk/domains/delete',
        '/admin/kiosk/edit/lab',
        '/admin/kiosk/delete/pod',
        '/admin/kiosk/delete/lab_rss_feed',
      ],
    );
    assert.deepEqual(
      callPaths('- Pay: /user/payment/create_intent (amount, ids; reads x), confirm_intent; /a/b and /c/d.'),
      ['/user/payment/create_intent', '/user/payment/confirm_intent', '/a/b', '/c/d'],
    );
  });
});

describe('the conformance inventory', () => {
  it('names each line once, with what its status needs: tests for Y, a note for a decision or a gap', () => {
    const ids = inventory.map((e) => e.id);
    assert.deepEqual(
      ids.filter((id, i) => ids.indexOf(id) !== i),
      [],
    );
    assert.deepEqual(
      inventory.filter((e) => e.status === 'Y' && e.tests.length === 0).map((e) => e.id),
      [],
    );
    assert.deepEqual(
      inventory.filter((e) => e.status !== 'Y' && !e.note?.trim()).map((e) => e.id),
      [],
    );
  });

  for (const file of SPEC_FILES) {
    it(`has a line for every call path of ${file}'s "The calls it makes"`, () => {
      const paths = callPaths(specSection(readSpec(file), 'The calls it makes'));
      assert.ok(paths.length > 50, `read only ${paths.length} paths`);
      const covered = new Set(inventory.filter((e) => e.spec === file).flatMap((e) => e.paths ?? []));
      assert.deepEqual(
        paths.filter((p) => !covered.has(p)),
        [],
      );
    });
  }

  it('names only routes contracts declare, helper calls the helper answers and channels realtime carries', () => {
    const wrong: string[] = [];
    for (const e of inventory.filter(built)) {
      for (const route of e.ours ?? []) if (!ROUTES.has(route)) wrong.push(`${e.id}: ${route}`);
      if (e.ours?.length) continue;
      for (const path of e.paths ?? []) {
        const known =
          e.side === 'helper'
            ? HELPER_ROUTE_PATHS.includes(path)
            : e.side === 'realtime'
              ? (SPEC_KINDS as readonly string[]).includes(path)
              : routePaths.has(path);
        if (!known) wrong.push(`${e.id}: ${path}`);
      }
    }
    assert.deepEqual(wrong, []);
  });

  it('has a line for every realtime channel', () => {
    const named = new Set(inventory.filter((e) => e.side === 'realtime').flatMap((e) => e.paths ?? []));
    assert.deepEqual(
      SPEC_KINDS.filter((k) => !named.has(k)),
      [],
    );
  });

  it('names tests that exist, each in one file that declares that title', () => {
    const files = testSourceFiles(repoRoot);
    const sources = new Map<string, string>();
    const wrong: string[] = [];
    for (const e of inventory) {
      for (const ref of e.tests) {
        const found = filesNamed(files, ref.file);
        if (found.length !== 1) {
          wrong.push(`${e.id}: ${ref.file} names ${found.length} files`);
          continue;
        }
        const path = found[0] as string;
        if (!sources.has(path)) sources.set(path, readFileSync(join(repoRoot, path), 'utf8'));
        if (!declaresTest(sources.get(path) ?? '', ref.title))
          wrong.push(`${e.id}: ${path} has no test '${ref.title}'`);
      }
    }
    assert.deepEqual(wrong, []);
  });

  it('is missing only the known gaps, and each known gap is still missing', () => {
    const missing = inventory.filter((e) => e.status === 'missing').map((e) => e.id);
    assert.deepEqual(
      missing.filter((id) => !KNOWN_GAPS.has(id)),
      [],
      'new gaps',
    );
    assert.deepEqual(
      [...KNOWN_GAPS].filter((id) => !missing.includes(id)),
      [],
      'gaps closed: take them out of KNOWN_GAPS',
    );
  });
});

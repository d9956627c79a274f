// The conformance inventory of both specs, and what writes and checks docs/spec-conformance.md.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { adminBehaviours } from './admin-behaviours.ts';
import { adminCalls } from './admin-calls.ts';
import { adminScreens } from './admin-screens.ts';
import type { Entry } from './entry.ts';
import { kioskBehaviours } from './kiosk-behaviours.ts';
import { kioskCalls } from './kiosk-calls.ts';
import { kioskScreens } from './kiosk-screens.ts';
import { renderConformanceDoc } from './render.ts';
import { filesNamed, testSourceFiles } from './test-files.ts';

export type { Entry, EntryStatus, SpecFile, TestRef } from './entry.ts';
export { callPaths, specSection } from './spec-calls.ts';
export { declaresTest, filesNamed, testSourceFiles } from './test-files.ts';

/** Every line of the inventory, kiosk spec first. */
export const inventory: readonly Entry[] = [
  ...kioskScreens,
  ...kioskCalls,
  ...kioskBehaviours,
  ...adminScreens,
  ...adminCalls,
  ...adminBehaviours,
];

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The page as `npm run docs:conformance` writes it. */
export function conformanceDoc(): string {
  const files = testSourceFiles(repoRoot);
  const pathOf = (name: string) => filesNamed(files, name)[0] ?? name;
  const notes = readFileSync(new URL('./notes.md', import.meta.url), 'utf8');
  return renderConformanceDoc(inventory, pathOf, notes);
}

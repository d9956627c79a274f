// One line of the conformance inventory: a screen, call or behaviour of a spec, its status in the
// product, and the tests that show it.

/** Which of the two specifications a line comes from, by its file under docs/spec/. */
export type SpecFile = 'kiosk-player-facilitator.md' | 'admin-portals.md';

export type EntryKind = 'screen' | 'call' | 'behaviour';

/**
 * `Y`: built, and the named tests show it. `decision`: replaced by a choice the note explains.
 * `missing`: not built or not shown by a test yet; every one is listed in the test's KNOWN_GAPS.
 */
export type EntryStatus = 'Y' | 'decision' | 'missing';

/** A test that shows an entry: its file's name without `.test.ts` (unique in the repo) and its title. */
export type TestRef = { readonly file: string; readonly title: string };

/** Where a call is answered: our HTTP API, the station's local helper, or a realtime channel. */
export type CallSide = 'api' | 'helper' | 'realtime';

export type Entry = {
  readonly id: string;
  readonly spec: SpecFile;
  /** The section it comes from, as the spec numbers and names it. */
  readonly section: string;
  readonly kind: EntryKind;
  /** The spec's own words, short. */
  readonly says: string;
  readonly status: EntryStatus;
  readonly tests: readonly TestRef[];
  /** For calls: the spec's paths this line covers (as the spec writes them, without `/api/v1`). */
  readonly paths?: readonly string[];
  readonly side?: CallSide;
  /** Our route, as `METHOD /path`, where it is not the spec's path itself. */
  readonly ours?: readonly string[];
  /** Why, for a decision; what is left, for a missing line; anything worth saying otherwise. */
  readonly note?: string;
};

/**
 * A test reference. A title the test writes as a template names its placeholders `$<name>`,
 * which stands for the template's own `${name}`.
 */
export const t = (file: string, title: string): TestRef => ({
  file,
  title: title.replace(/\$<([^>]+)>/g, (_, name: string) => `$${'{'}${name}}`),
});

type Extra = Partial<Pick<Entry, 'paths' | 'side' | 'ours' | 'note'>>;

/** Builds the lines of one spec section of one kind. */
export function section(spec: SpecFile, name: string, kind: EntryKind) {
  const make =
    (status: EntryStatus) =>
    (id: string, says: string, tests: readonly TestRef[], extra: Extra = {}): Entry => ({
      id,
      spec,
      section: name,
      kind,
      says,
      status,
      tests,
      ...extra,
    });
  return {
    /** Built and shown by the tests named. */
    y: make('Y'),
    /** Replaced by a decision; `note` says which and why. */
    decided: (id: string, says: string, note: string, tests: readonly TestRef[] = [], extra: Extra = {}) =>
      make('decision')(id, says, tests, { ...extra, note }),
    /** Not built, or built without a test that shows it; `note` says which. */
    missing: (id: string, says: string, note: string, tests: readonly TestRef[] = [], extra: Extra = {}) =>
      make('missing')(id, says, tests, { ...extra, note }),
  };
}

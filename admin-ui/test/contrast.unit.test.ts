import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { getContrast } from 'color2k';
import { themeColours } from './support/theme-tokens.ts';

/** WCAG AA: body text 4.5:1; large text and the edges of controls 3:1. */
const TEXT = 4.5;
const CONTROL = 3;

/** The colour pairs the console's screens put on top of each other: [foreground, background, minimum, where]. */
const PAIRS: ReadonlyArray<readonly [string, string, number, string]> = [
  ['--gp-text', '--gp-bg', TEXT, 'page text'],
  ['--gp-text', '--gp-surface', TEXT, 'card and table text'],
  ['--gp-text', '--gp-surface-muted', TEXT, 'text on a muted panel'],
  ['--gp-text-muted', '--gp-bg', TEXT, 'page subtitles, pager status'],
  ['--gp-text-muted', '--gp-surface', TEXT, 'secondary text in cards'],
  ['--gp-text-muted', '--gp-surface-muted', TEXT, 'table headers, read-only fields'],
  ['--gp-text-subtle', '--gp-bg', TEXT, 'hints under the page'],
  ['--gp-text-subtle', '--gp-surface', TEXT, 'field hints, modal close, toast time'],
  ['--gp-text-subtle', '--gp-surface-muted', TEXT, 'hints on a muted panel'],
  ['--gp-primary-text', '--gp-surface', TEXT, "the reports' current tab, report links"],
  ['--gp-primary-text', '--gp-bg', TEXT, 'report links on the page'],
  ['--gp-primary-text', '--gp-primary-soft', TEXT, 'role chips, dashboard tile icons'],
  ['--gp-accent-strong', '--gp-surface', TEXT, 'links, ghost and secondary buttons'],
  ['--gp-accent-strong', '--gp-bg', TEXT, 'back links'],
  ['--gp-accent-strong', '--gp-accent-soft', TEXT, 'selected rows and chips'],
  ['--gp-accent-strong', '--gp-surface-muted', TEXT, 'the sorted column arrow, a header link'],
  ['--gp-ok', '--gp-ok-soft', TEXT, 'the Active / Showing badge, success banner'],
  ['--gp-ok', '--gp-surface', TEXT, 'success text'],
  ['--gp-down', '--gp-down-soft', TEXT, 'the Disabled badge, error banner'],
  ['--gp-down', '--gp-surface', TEXT, 'field errors'],
  ['--gp-warn', '--gp-warn-soft', TEXT, 'the Scheduled badge, warning banner'],
  ['--gp-warn', '--gp-surface', TEXT, 'warning text'],
  ['--gp-on-status', '--gp-ok', TEXT, 'white on a green status'],
  ['--gp-on-status', '--gp-down', TEXT, 'white on a red status'],
  ['--gp-on-status', '--gp-warn', TEXT, 'white on an amber status'],
  ['--gp-on-primary', '--gp-primary', TEXT, 'the primary button'],
  ['--gp-primary', '--gp-hover', TEXT, 'the primary button, hovered'],
  ['--gp-on-gradient', '--gp-gradient', TEXT, 'the top bar'],
  ['--gp-control-border', '--gp-surface', CONTROL, "a field's edge, a switch's track (off)"],
  ['--gp-control-border', '--gp-surface-muted', CONTROL, 'a field on a muted panel'],
  ['--gp-ok', '--gp-surface', CONTROL, "a switch's track (on)"],
  ['--gp-accent', '--gp-surface', CONTROL, 'the focus ring, a focused field'],
];

describe('the console colour tokens', () => {
  const colours = themeColours();

  it('resolve every token a pair names to a colour', () => {
    const missing = PAIRS.flatMap(([fg, bg]) => [fg, bg]).filter((t) => !colours[t]);
    assert.deepEqual(missing, []);
  });

  it('meet WCAG AA contrast in every pair the screens use', () => {
    const failing = PAIRS.flatMap(([fg, bg, min, where]) => {
      const ratio = getContrast(colours[fg] ?? '', colours[bg] ?? '');
      return ratio >= min ? [] : [`${fg} on ${bg} (${where}): ${ratio.toFixed(2)}:1, needs ${min}:1`];
    });
    assert.deepEqual(failing, []);
  });

  it('measure the ratio as WCAG defines it', () => {
    // black on white is the largest ratio there is; the default orange on white is the 2.6:1
    assert.equal(getContrast('#000', '#fff'), 21);
    assert.equal(getContrast('#f48226', '#fff').toFixed(1), '2.6');
  });
});

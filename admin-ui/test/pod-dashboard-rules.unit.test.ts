import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { StationView } from '@gamepod/contracts/bridge-socket';
import { LAUNCHES, launchAllowed } from '../src/features/pod-dashboard/model/launch-rules.ts';
import {
  groupState,
  keepListed,
  letterGroups,
  type TargetPod,
  toggleGroup,
  togglePod,
} from '../src/features/pod-dashboard/model/target-selection.ts';

const pods: TargetPod[] = [
  { id: 'a1', name: 'A1', letter: 'A' },
  { id: 'a2', name: 'A2', letter: 'A' },
  { id: 'b1', name: 'B1', letter: 'B' },
];

describe('Select Target Gamepods', () => {
  it("groups the pods by letter in the server's order of letters, leaving out letters with no pod", () => {
    assert.deepEqual(letterGroups(pods, ['B', 'A', 'C']), [
      { letter: 'B', ids: ['b1'] },
      { letter: 'A', ids: ['a1', 'a2'] },
    ]);
  });

  it("selects a letter's pods, and clears them when the letter was selected whole", () => {
    const a = toggleGroup(new Set(), ['a1', 'a2']);
    assert.deepEqual([...a], ['a1', 'a2']);
    assert.equal(groupState(a, ['a1', 'a2']), 'all');
    assert.deepEqual([...toggleGroup(new Set([...a, 'b1']), ['a1', 'a2'])], ['b1']);
  });

  it('completes a letter that was selected in part, which shows as mixed', () => {
    const some = new Set(['a1']);
    assert.equal(groupState(some, ['a1', 'a2']), 'some');
    assert.deepEqual([...toggleGroup(some, ['a1', 'a2'])].sort(), ['a1', 'a2']);
  });

  it('Select All selects every pod, then none', () => {
    const ids = pods.map((p) => p.id);
    const all = toggleGroup(new Set(['b1']), ids);
    assert.equal(groupState(all, ids), 'all');
    assert.equal(toggleGroup(all, ids).size, 0);
    assert.equal(groupState(new Set(), []), 'none');
  });

  it('toggles one pod', () => {
    assert.deepEqual([...togglePod(new Set(['a1']), 'b1')], ['a1', 'b1']);
    assert.deepEqual([...togglePod(new Set(['a1']), 'a1')], []);
  });

  it('drops a selected pod that is no longer listed', () => {
    assert.deepEqual([...keepListed(new Set(['a1', 'gone']), pods)], ['a1']);
  });
});

describe('the launch buttons', () => {
  const view = (flags: Partial<StationView>) =>
    ({ xb_disabled: false, ps_disabled: false, sw_disabled: false, pc_disabled: false, ...flags }) as StationView;

  it('are Launch Xbox, Launch PC, Launch Switch and Launch PS', () => {
    assert.deepEqual(
      LAUNCHES.map((l) => [l.xd, l.label]),
      [
        ['xb', 'Launch Xbox'],
        ['pc', 'Launch PC'],
        ['sw', 'Launch Switch'],
        ['ps', 'Launch PS'],
      ],
    );
  });

  it("need the platform's disabled flag false, and count an unknown station as on", () => {
    assert.equal(launchAllowed(view({ xb_disabled: true }), 'xb'), false);
    assert.equal(launchAllowed(view({ xb_disabled: true }), 'ps'), true);
    assert.equal(launchAllowed(null, 'sw'), true);
  });
});

import { handleCommand } from '@gamepod/event-store';
import type { AppendContext, PodActivity, PodHelperLink } from '@gamepod/events';
import { orWhenMissing } from '@gamepod/log-runtime';
import {
  gameById,
  gameOnPod,
  type KioskActivityTable,
  kioskActivityOfPod,
  type PodTable,
  statusOf,
} from '@gamepod/projections';
import { podTargets } from '../../games/application/pod-consoles.ts';
import { now, type PodDeps } from '../../pods/application/pod-deps.ts';
import { asleepByServerCheck, POD_ASLEEP_AFTER_MS } from '../domain/asleep-rule.ts';
import { kioskActivityDecider } from '../domain/kiosk-activity-decider.ts';

/** How long a pod's kiosk stays idle before the server finds it asleep: GAMEPOD_POD_ASLEEP_AFTER_MS, else 10 minutes. */
export function podAsleepAfterMsFromEnv(env: NodeJS.ProcessEnv): number {
  const ms = Number(env.GAMEPOD_POD_ASLEEP_AFTER_MS);
  return Number.isInteger(ms) && ms > 0 ? ms : POD_ASLEEP_AFTER_MS;
}

/** The server's asleep check for `pod` now: its kiosk's recorded idle time, and its station's word. */
async function podAsleepNow(deps: PodDeps, pod: PodTable, asleepAfterMs: number): Promise<boolean> {
  const [latest, status] = await Promise.all([
    kioskActivityOfPod(deps.db, pod.id),
    // a deployment without the station's read model still has the idle rule
    orWhenMissing(statusOf(deps.db, [pod.id]), []),
  ]);
  const stationAsleep = status[0]?.activity === 'asleep';
  return asleepByServerCheck({ latest, stationAsleep, now: now(deps), asleepAfterMs });
}

/** The kiosk page acts as its pod: the events it causes name the pod. */
export const kioskContext = (podId: string): AppendContext => ({ actor: { kind: 'pod', pod_id: podId } });

/** Whether `gameId` is a game of the catalogue (not deleted) that reaches `pod` (cloud, or assigned to it, its lab or its client). */
export async function gameReachesPod(deps: Pick<PodDeps, 'db'>, gameId: string, pod: PodTable): Promise<boolean> {
  const [game, onPod] = await Promise.all([gameById(deps.db, gameId), gameOnPod(deps.db, gameId, podTargets(pod))]);
  return game !== undefined && !game.deleted && onPod;
}

/**
 * Records what a pod's kiosk page shows now; a repeat of the last report appends nothing.
 * Returns whether it appended.
 * @throws ValidationError naming game_id for a game the pod does not have
 */
export async function recordActivity(
  deps: PodDeps,
  pod: PodTable,
  activity: PodActivity,
  asleepAfterMs = POD_ASLEEP_AFTER_MS,
): Promise<boolean> {
  const game_on_pod = activity.game_id !== null && (await gameReachesPod(deps, activity.game_id, pod));
  // only an idle report can turn into asleep: the check reads two read models, so only then
  const asleep_check = activity.activity === 'session_idle' && (await podAsleepNow(deps, pod, asleepAfterMs));
  const { seq, appended } = await handleCommand(
    deps.store,
    kioskActivityDecider,
    pod.id,
    { type: 'Record', activity, game_on_pod, asleep_check },
    { context: kioskContext(pod.id), clock: deps.clock },
  );
  if (appended) await deps.checkpoints.waitFor(['kiosk_activity'], seq);
  return appended;
}

/**
 * Records that the pod's kiosk page lost its link to the station's helper, or got it back;
 * the same state again appends nothing. Returns whether it appended.
 */
export async function reportHelperLink(deps: PodDeps, pod: PodTable, link: PodHelperLink): Promise<boolean> {
  const { seq, appended } = await handleCommand(
    deps.store,
    kioskActivityDecider,
    pod.id,
    { type: 'ReportHelperLink', link },
    { context: kioskContext(pod.id), clock: deps.clock },
  );
  if (appended) await deps.checkpoints.waitFor(['pod_status'], seq);
  return appended;
}

/** The pod's latest activity; undefined before its page reported any. */
export async function latestActivity(deps: PodDeps, podId: string): Promise<KioskActivityTable | undefined> {
  return kioskActivityOfPod(deps.db, podId);
}

import { handleCommand } from '@gamepod/event-store';
import { UPCOMING_GAMES_ID, uuidv7 } from '@gamepod/events';
import {
  findSession,
  lastEndedPodSessionOfPod,
  type PodTable,
  surveyGames,
  type UpcomingGameTable,
  upcomingGames,
} from '@gamepod/projections';
import { hashToken, MAX_TOKEN_LENGTH } from '../../auth/tokens.ts';
import { fileUrl } from '../../files/file-urls.ts';
import { kioskContext } from '../../kiosk/application/kiosk-activity-service.ts';
import type { PodDeps } from '../../pods/application/pod-deps.ts';
import { surveyDecider } from '../domain/survey-decider.ts';
import { type SurveyAnswers, surveyStep } from '../domain/survey-steps.ts';
import { UPCOMING_GAMES_SEED, upcomingGamesDecider } from '../domain/upcoming-games.ts';
import { upcomingGameIds } from './read-upcoming-games.ts';

/** The most upcoming games the survey offers. */
export const SURVEY_GAMES_MAX = 50;

/** A game the survey offers: its id, name and poster. */
export type OfferedGame = Pick<UpcomingGameTable, 'game_id' | 'name' | 'image_url'>;

/**
 * The upcoming games the survey offers: the catalogue's active survey-only games, newest
 * release first. A catalogue with none offers the built-in list instead, so a venue's survey
 * works before anyone adds one; that list is seeded on first use (idempotent: the decider
 * appends it once, whichever instance asks first).
 */
export async function offeredGames(deps: PodDeps): Promise<OfferedGame[]> {
  const catalogue = await surveyGames(deps.db, SURVEY_GAMES_MAX);
  if (catalogue.length > 0) {
    return catalogue.map((g) => ({ game_id: g.id, name: g.title, image_url: fileUrl(g.image) }));
  }
  return builtInGames(deps);
}

/** The ids step 2 may pick: what the survey offers now, and the built-in list once seeded. */
async function pickableGames(deps: PodDeps): Promise<ReadonlySet<string>> {
  const [catalogue, seeded] = await Promise.all([
    surveyGames(deps.db, SURVEY_GAMES_MAX),
    upcomingGameIds(deps.store, UPCOMING_GAMES_ID),
  ]);
  return new Set([...catalogue.map((g) => g.id), ...seeded]);
}

async function builtInGames(deps: PodDeps): Promise<UpcomingGameTable[]> {
  const games = await upcomingGames(deps.db);
  if (games.length > 0) return games;
  const { seq } = await handleCommand(
    deps.store,
    upcomingGamesDecider,
    UPCOMING_GAMES_ID,
    { type: 'Seed', games: UPCOMING_GAMES_SEED },
    { context: { actor: { kind: 'system', name: 'upcoming-games-seed' } }, clock: deps.clock },
  );
  await deps.checkpoints.waitFor(['surveys'], seq);
  return upcomingGames(deps.db);
}

/**
 * Whose survey a new one is: the player of the page's token when that login was on this
 * pod (ended or not: the survey follows the logout), else of the pod login that ended last.
 */
async function surveyPlayer(deps: PodDeps, pod: PodTable, token: string | undefined): Promise<string | null> {
  if (token !== undefined && token.length <= MAX_TOKEN_LENGTH) {
    const session = await findSession(deps.db, hashToken(token));
    if (session?.pod_id === pod.id && session.kind === 'pod') return session.user_id;
  }
  return (await lastEndedPodSessionOfPod(deps.db, pod.id))?.user_id ?? null;
}

export type SaveSurveyInput = {
  readonly pod: PodTable;
  /** The survey to add to; none starts a new one. */
  readonly id: string | undefined;
  readonly token: string | undefined;
  readonly answers: SurveyAnswers;
};

/**
 * Records one step of a pod's exit survey and returns the survey id. Answers are checked
 * before anything is read or appended, so bad input appends nothing.
 */
export async function saveSurveyStep(deps: PodDeps, input: SaveSurveyInput): Promise<{ id: string }> {
  const { pod, answers } = input;
  const known = answers.step === 2 ? await pickableGames(deps) : new Set<string>();
  const step = surveyStep(answers, known);
  const id = input.id ?? uuidv7();
  const start =
    input.id === undefined
      ? {
          pod_id: pod.id,
          client_id: pod.client_id,
          lab_id: pod.lab_id,
          user_id: await surveyPlayer(deps, pod, input.token),
        }
      : null;
  const { seq } = await handleCommand(
    deps.store,
    surveyDecider,
    id,
    { type: 'SaveStep', pod_id: pod.id, start, step },
    { context: kioskContext(pod.id), clock: deps.clock },
  );
  await deps.checkpoints.waitFor(['surveys'], seq);
  return { id };
}

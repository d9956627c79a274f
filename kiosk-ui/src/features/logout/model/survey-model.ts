import type { SurveyGame } from '@gamepod/contracts/http';
import { computed, signal } from '@preact/signals-react';
import { type SurveyStep, surveyApi } from '#api/endpoints.ts';
import { toastFailure, toastRequired } from '#app-state/messages/catalogue-model.ts';
import { clearToasts } from '#app-state/toasts/model/toast-model.ts';

/** The survey ends after 15 s without activity; 'Still there...?' shows from 5 s left. */
export const SURVEY_IDLE_S = 15;
export const SURVEY_WARN_S = 5;

export const RATINGS = [
  { key: 'mark_cleanliness', label: 'Cleanliness' },
  { key: 'mark_network_speed', label: 'Network speed' },
  { key: 'mark_game_selection', label: 'Game selection' },
  { key: 'mark_overall_experience', label: 'Overall experience' },
] as const;
export type RatingKey = (typeof RATINGS)[number]['key'];

export type SurveyScreen = 'ratings' | 'between' | 'games' | 'anything' | 'comment';
export const surveyScreen = signal<SurveyScreen>('ratings');
export const ratings = signal<Record<RatingKey, number>>({
  mark_cleanliness: 0,
  mark_network_speed: 0,
  mark_game_selection: 0,
  mark_overall_experience: 0,
});
export const playedWithOthers = signal<0 | 1 | null>(null);
export const othersCount = signal(1);
export const upcomingGames = signal<SurveyGame[] | null>(null);
export const pickedGames = signal<ReadonlySet<string>>(new Set());
export const comment = signal('');
export const saving = signal(false);
export const idleSecondsLeft = signal(SURVEY_IDLE_S);
export const showStillThere = computed(() => idleSecondsLeft.value <= SURVEY_WARN_S);

type Context = { sessionIdKey: string; token: string; withKeyboard: boolean };
let ctx: Context | null = null;
let surveyId: string | undefined;
let onDone: () => void = () => undefined;
let ticker: ReturnType<typeof setInterval> | undefined;

function finish(): void {
  clearInterval(ticker);
  ticker = undefined;
  const done = onDone;
  onDone = () => undefined;
  ctx = null;
  done();
}

/** Any touch or key on the survey restarts its 15 s. */
export function surveyTouched(): void {
  idleSecondsLeft.value = SURVEY_IDLE_S;
}

async function save(step: SurveyStep): Promise<boolean> {
  if (!ctx) return false;
  saving.value = true;
  try {
    const reply = await surveyApi.save({
      session_id_key: ctx.sessionIdKey,
      token: ctx.token,
      ...(surveyId ? { id: surveyId } : {}),
      ...step,
    });
    surveyId = reply.id ?? surveyId;
    clearToasts();
    return true;
  } catch (err) {
    // a lost answer must not hold the station: tell, and go on
    toastFailure(err, 'Unable to save your answer.');
    return true;
  } finally {
    saving.value = false;
  }
}

export function rate(key: RatingKey, stars: number): void {
  surveyTouched();
  ratings.value = { ...ratings.value, [key]: stars };
}

export async function submitRatings(): Promise<void> {
  surveyTouched();
  const r = ratings.value;
  if (RATINGS.some(({ key }) => r[key] < 1)) {
    toastRequired();
    return;
  }
  if (await save({ step: 1, ...r })) surveyScreen.value = 'between';
}

export function choosePlayedWithOthers(value: 0 | 1): void {
  surveyTouched();
  playedWithOthers.value = value;
}

export function changeOthersCount(delta: number): void {
  surveyTouched();
  othersCount.value = Math.min(9, Math.max(1, othersCount.value + delta));
}

export async function submitBetween(): Promise<void> {
  surveyTouched();
  const group = playedWithOthers.value;
  if (group === null) {
    toastRequired();
    return;
  }
  const step: SurveyStep =
    group === 1
      ? { step: 'between', survey_group: 1, survey_count: othersCount.value }
      : { step: 'between', survey_group: 0 };
  if (await save(step)) surveyScreen.value = 'games';
}

export function toggleGame(id: string): void {
  surveyTouched();
  const next = new Set(pickedGames.value);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  pickedGames.value = next;
}

export async function submitGames(): Promise<void> {
  surveyTouched();
  if (!(await save({ step: 2, upcoming_games: [...pickedGames.value] }))) return;
  if (ctx?.withKeyboard) surveyScreen.value = 'anything';
  else finish();
}

export function answerAnything(yes: boolean): void {
  surveyTouched();
  if (yes) surveyScreen.value = 'comment';
  else finish();
}

export async function submitComment(): Promise<void> {
  surveyTouched();
  const text = comment.value.trim().slice(0, 2000);
  if (text) await save({ step: 3, comment: text });
  finish();
}

/** Starts the exit survey; `done` runs once when it completes or times out. */
export function startSurvey(context: Context, done: () => void): void {
  clearInterval(ticker);
  ctx = context;
  surveyId = undefined;
  onDone = done;
  surveyScreen.value = 'ratings';
  ratings.value = { mark_cleanliness: 0, mark_network_speed: 0, mark_game_selection: 0, mark_overall_experience: 0 };
  playedWithOthers.value = null;
  othersCount.value = 1;
  pickedGames.value = new Set();
  comment.value = '';
  upcomingGames.value = null;
  idleSecondsLeft.value = SURVEY_IDLE_S;
  surveyApi.games(context.sessionIdKey).then(
    (r) => {
      upcomingGames.value = r.games;
    },
    () => {
      upcomingGames.value = [];
    },
  );
  ticker = setInterval(() => {
    idleSecondsLeft.value -= 1;
    if (idleSecondsLeft.value <= 0) finish();
  }, 1_000);
}

/** Leaving the screen mid-survey. */
export function stopSurvey(): void {
  clearInterval(ticker);
  ticker = undefined;
  ctx = null;
  onDone = () => undefined;
}

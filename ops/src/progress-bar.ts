import cliProgress from 'cli-progress';

// a CommonJS package: its named exports exist only on the default export
const { Format, SingleBar } = cliProgress;

const numbers = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** `12,345`: counts are read by people, so they get separators. */
export function formatCount(n: number): string {
  return numbers.format(n);
}

/** `850 ms`, `1.25 s`, `3 min 7 s`. */
export function formatDuration(ms: number): string {
  if (ms < 1_000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1_000).toFixed(2)} s`;
  const s = Math.round(ms / 1_000);
  return `${Math.floor(s / 60)} min ${s % 60} s`;
}

/** `12,345 commits/s`; a zero elapsed time counts as one millisecond. */
export function formatRate(count: number, elapsedMs: number, unit: string): string {
  return `${formatCount((count * 1_000) / Math.max(elapsedMs, 1))} ${unit}/s`;
}

/** Percent done, never showing 100% before the end. */
export function percentDone(done: number, total: number): number {
  if (total <= 0 || done >= total) return 100;
  return Math.min(99.9, Math.floor((Math.max(done, 0) / total) * 1_000) / 10);
}

export type ProgressState = {
  readonly label: string;
  /** Where we are (a sequence, or items handled). */
  readonly done: number;
  readonly total: number;
  /** What the rate counts (commits applied, messages written); defaults to `done`. */
  readonly count?: number;
  readonly elapsedMs: number;
  /** Plural noun for the rate: `commits`, `messages`. */
  readonly unit: string;
  /** Adds the time left at the rate so far (`3 min 7 s left`) until the end. */
  readonly timeLeft?: boolean;
};

/** What is left of `total` at the rate `done` took so far; nothing before the first step or after the last. */
export function timeLeftText(done: number, total: number, elapsedMs: number): string {
  if (done <= 0 || done >= total) return '';
  return `  ${formatDuration(((total - done) * elapsedMs) / done)} left`;
}

const BAR_WIDTH = 24;
/** How cli-progress draws the bar: 24 cells of `#` done and `-` to go. */
const BAR_OPTIONS = { barsize: BAR_WIDTH, barCompleteChar: '#', barIncompleteChar: '-' } as const;
const barStrings = {
  ...BAR_OPTIONS,
  barGlue: '',
  barCompleteString: BAR_OPTIONS.barCompleteChar.repeat(BAR_WIDTH + 1),
  barIncompleteString: BAR_OPTIONS.barIncompleteChar.repeat(BAR_WIDTH + 1),
};

/**
 * One line of progress; the bar is cli-progress's.
 *
 * @example progressText({ label: 'audit_log', done: 500, total: 2000, elapsedMs: 250, unit: 'commits' })
 * // 'audit_log [######------------------]  25.0%  500/2,000  2,000 commits/s'
 */
export function progressText(p: ProgressState): string {
  const pct = percentDone(p.done, p.total);
  const bar = Format.BarFormat(pct / 100, barStrings);
  const percent = pct === 100 ? '100%' : `${pct.toFixed(1)}%`;
  const rate = formatRate(p.count ?? p.done, p.elapsedMs, p.unit);
  const left = p.timeLeft ? timeLeftText(p.done, p.total, p.elapsedMs) : '';
  return `${p.label} [${bar}] ${percent.padStart(6)}  ${formatCount(Math.max(p.done, 0))}/${formatCount(p.total)}  ${rate}${left}`;
}

/** Where progress goes: stderr, or a fake in tests. */
export type ProgressOutput = { readonly isTTY?: boolean; write(chunk: string): unknown };

export type ProgressReporterOptions = {
  readonly label: string;
  readonly unit: string;
  readonly now?: () => number;
  /** Least time between redraws on a terminal. */
  readonly redrawMs?: number;
  /** Off a terminal, a line at every 10% step or after this long, whichever comes first. */
  readonly everyMs?: number;
  /** Shows the time left at the rate so far (`done` and `total` must then count the same things). */
  readonly timeLeft?: boolean;
};

/**
 * Draws progress on stderr: on a terminal a cli-progress bar redrawn in place (at most every
 * `redrawMs`); in a log file or a pipe a line every 10% or every 2 s, so CI logs stay short but
 * never look stuck, and no cursor codes end up in them.
 */
export class ProgressReporter {
  readonly #out: ProgressOutput;
  readonly #opts: ProgressReporterOptions;
  readonly #now: () => number;
  readonly #started: number;
  #lastDraw = Number.NEGATIVE_INFINITY;
  #lastStep = -1;
  #printedFinal = false;
  #bar: cliProgress.SingleBar | undefined;
  #state: { done: number; total: number; count: number | undefined } = { done: 0, total: 0, count: undefined };

  constructor(out: ProgressOutput, opts: ProgressReporterOptions) {
    this.#out = out;
    this.#opts = opts;
    this.#now = opts.now ?? Date.now;
    this.#started = this.#now();
  }

  #text(done: number, total: number, count: number | undefined): string {
    const elapsedMs = this.#now() - this.#started;
    const { label, unit, timeLeft } = this.#opts;
    return progressText({ label, unit, done, total, count, elapsedMs, timeLeft });
  }

  /** The terminal's bar, started on first use; it draws the state last given. */
  #terminalBar(done: number, total: number, count: number | undefined): cliProgress.SingleBar {
    this.#state = { done, total, count };
    if (this.#bar) {
      this.#bar.setTotal(Math.max(total, 0));
      this.#bar.update(Math.max(done, 0));
      return this.#bar;
    }
    const bar = new SingleBar({
      stream: this.#out as unknown as NodeJS.WritableStream,
      format: () => this.#text(this.#state.done, this.#state.total, this.#state.count),
      fps: 1_000 / (this.#opts.redrawMs ?? 100),
      synchronousUpdate: true,
      hideCursor: false,
      clearOnComplete: false,
      gracefulExit: false,
      noTTYOutput: false,
    });
    bar.start(Math.max(total, 0), Math.max(done, 0));
    this.#bar = bar;
    return bar;
  }

  update(done: number, total: number, count?: number): void {
    const now = this.#now();
    if (this.#out.isTTY) {
      this.#terminalBar(done, total, count);
      return;
    }
    const step = Math.floor(percentDone(done, total) / 10);
    if (step <= this.#lastStep && now - this.#lastDraw < (this.#opts.everyMs ?? 2_000)) return;
    this.#lastStep = Math.max(step, this.#lastStep);
    this.#lastDraw = now;
    this.#printedFinal = done >= total;
    this.#out.write(`${this.#text(done, total, count)}\n`);
  }

  /** Draws the final state and ends the line. */
  finish(done: number, total: number, count?: number): void {
    if (this.#out.isTTY) {
      this.#terminalBar(done, total, count).stop();
      this.#bar = undefined;
      return;
    }
    if (!(this.#printedFinal && done >= total)) this.#out.write(`${this.#text(done, total, count)}\n`);
  }
}

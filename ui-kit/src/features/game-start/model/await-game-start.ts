// A launch waits for its station's game_started: the kiosk's Play and the console's Launch on a
// pod wait the same way.

export type AwaitGameStartOptions = {
  /** Hears whether the station's game has started, now and on every change; returns the stop. */
  readonly watch: (listener: (gameStarted: boolean) => void) => () => void;
  /** The startup time: after this long without game_started the launch has failed. */
  readonly seconds: number;
  readonly started: () => void;
  readonly failed: () => void;
};

/**
 * Calls `started` once the station says game_started, or `failed` when the startup time ran out
 * first; only one of them, once. Returns the stop, which calls neither.
 */
export function awaitGameStart(opts: AwaitGameStartOptions): () => void {
  let done = false;
  let stopWatching: (() => void) | null = null;
  const finish = (then: () => void) => {
    if (done) return;
    stop();
    then();
  };
  const timer = setTimeout(() => finish(opts.failed), opts.seconds * 1_000);
  function stop(): void {
    done = true;
    clearTimeout(timer);
    stopWatching?.();
    stopWatching = null;
  }
  const unwatch = opts.watch((gameStarted) => {
    if (gameStarted) finish(opts.started);
  });
  // the station may have said so while the watch was being set up
  if (done) unwatch();
  else stopWatching = unwatch;
  return stop;
}

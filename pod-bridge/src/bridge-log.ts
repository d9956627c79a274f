/** Where the bridge writes what it does; pino, console or a test's silent log all fit. */
export type BridgeLog = {
  readonly debug: (message: string) => void;
  readonly info: (message: string) => void;
  readonly warn: (message: string) => void;
  readonly error: (message: string) => void;
};

/** Timestamped lines on stderr/stdout, prefixed with the bridge's name. */
export function consoleLog(name = 'pod-bridge', opts: { debug?: boolean } = {}): BridgeLog {
  const line = (level: string, message: string) => `${new Date().toISOString()} ${name} ${level} ${message}`;
  return {
    debug: (m) => {
      if (opts.debug) console.debug(line('debug', m));
    },
    info: (m) => console.info(line('info', m)),
    warn: (m) => console.warn(line('warn', m)),
    error: (m) => console.error(line('error', m)),
  };
}

/** Says nothing: for tests. */
export const silentLog: BridgeLog = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

export const errorText = (err: unknown): string => (err instanceof Error ? err.message : String(err));

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ManagedProcess } from './child-process.ts';

/** A server that runs as a managed child process and stops on request. */
type Stoppable = { readonly process: ManagedProcess; stop(): Promise<void> };

/**
 * Starts a server in a temporary data directory of its own (named after `prefix`). `stop()`
 * removes the directory; when the process exits first, the server is killed and the directory
 * removed, so a failing test leaves nothing behind. A start that fails removes it at once.
 */
export async function startInPrivateDir<S extends Stoppable>(
  prefix: string,
  start: (dataDir: string) => Promise<S>,
): Promise<S> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const remove = () => rmSync(dataDir, { recursive: true, force: true });
  let server: S;
  try {
    server = await start(dataDir);
  } catch (err) {
    remove();
    throw err;
  }
  const onExit = () => {
    server.process.child.kill('SIGKILL');
    remove();
  };
  process.once('exit', onExit);
  return {
    ...server,
    async stop() {
      process.off('exit', onExit);
      await server.stop();
      remove();
    },
  };
}

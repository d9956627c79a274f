import http from 'node:http';
import type { ListCase, Listed } from './admin-lists-cases.ts';
import type { BareListMessage } from './bare-list-server.ts';
import { ended, forkBenchChild } from './bench-child.ts';

/** The bare list endpoint (bare-list-server.ts) in a process of its own, and how to ask it. */
export type BareList = {
  /** Sends a case's raw statements over HTTP and reads what they list from the reply. */
  readonly run: (raw: ListCase['raw']) => Promise<Listed>;
  readonly stop: () => Promise<void>;
};

function post(agent: http.Agent, url: string, body: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json' } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => (res.statusCode === 200 ? resolve(text) : reject(new Error(`bare list: ${text}`))));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Starts the bare list endpoint on `databaseUrl`, the read models' database, with `pool` connections. */
export async function startBareList(databaseUrl: string, pool = 2): Promise<BareList> {
  const child = forkBenchChild('bench/src/bare-list-server.ts', {
    DATABASE_URL: databaseUrl,
    BARE_LIST_POOL: String(pool),
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bare list endpoint exited with ${code}`)));
    child.once('message', (m: BareListMessage) => resolve(m.url));
  });
  // one kept-alive socket, as fetch keeps one to the services
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return {
    async run(raw) {
      const rows = JSON.parse(await post(agent, url, JSON.stringify(raw.sql))) as unknown[][];
      return raw.listed(rows);
    },
    async stop() {
      agent.destroy();
      child.removeAllListeners('exit');
      await ended(child);
    },
  };
}

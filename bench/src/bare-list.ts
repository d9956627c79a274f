import { type ChildProcess, fork } from 'node:child_process';
import http from 'node:http';
import type { ListCase, Listed } from './admin-lists-cases.ts';
import type { BareListMessage } from './bare-list-server.ts';
import { REPO_ROOT as root } from './bench-kit.ts';

/** The bare list endpoint (bare-list-server.ts) in a process of its own, and how to ask it. */
export type BareList = {
  /** Sends a case's raw statements over HTTP and reads what they list from the reply. */
  readonly run: (raw: ListCase['raw']) => Promise<Listed>;
  readonly stop: () => Promise<void>;
};

/** One kept-alive socket, as fetch keeps one to the services. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function post(url: string, body: string): Promise<string> {
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

/** Starts the bare list endpoint on `databaseUrl`, the read models' database. */
export async function startBareList(databaseUrl: string): Promise<BareList> {
  const child: ChildProcess = fork(`${root}bench/src/bare-list-server.ts`, {
    cwd: root,
    execArgv: ['--max-semi-space-size=64', '--import', 'tsx'],
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bare list endpoint exited with ${code}`)));
    child.once('message', (m: BareListMessage) => resolve(m.url));
  });
  return {
    async run(raw) {
      const rows = JSON.parse(await post(url, JSON.stringify(raw.sql))) as unknown[][];
      return raw.listed(rows);
    },
    async stop() {
      agent.destroy();
      if (child.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    },
  };
}

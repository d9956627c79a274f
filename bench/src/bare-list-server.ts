// A child process of the admin lists benchmark (bare-list.ts): the least an HTTP endpoint for
// a list can be. node:http, no framework, no session, no validation, no views: it runs the
// statements it is sent at once, as the bench runs its raw SQL, and answers their rows as JSON.
// Beside the product's endpoint it shows what HTTP and one more process cost on this machine.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openDatabase } from '@gamepod/log-runtime';
import type { Sql } from './admin-lists-cases.ts';

export type BareListMessage = { readonly op: 'ready'; readonly url: string };

// as many connections as the statements of one request need at once (BARE_LIST_POOL, 2 unless set)
const max = Number(process.env.BARE_LIST_POOL ?? 2);
const database = openDatabase(process.env.DATABASE_URL ?? '', { max, applicationName: 'bench-bare-list' });

const server = createServer((req, res) => {
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk: string) => {
    body += chunk;
  });
  req.on('end', () => {
    const statements = JSON.parse(body) as Sql[];
    Promise.all(statements.map((q) => database.pool.query(q.text, [...q.values])))
      .then((results) => {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(results.map((r) => r.rows)));
      })
      .catch((err: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' }).end(String(err));
      });
  });
});
server.listen(0, '127.0.0.1', () => {
  process.send?.({
    op: 'ready',
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  } satisfies BareListMessage);
});

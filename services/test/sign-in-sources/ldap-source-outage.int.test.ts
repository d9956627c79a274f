import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { describe, it } from 'node:test';
import { eventually, startTcpDelayProxy } from '@gamepod/devkit';
import { ldapSource } from '../../src/sign-in-sources/adapters/ldap-source.ts';
import type { SourceAnswer } from '../../src/sign-in-sources/domain/source-answer.ts';
import { PEOPLE, searchThenBind, startTestDirectory } from './ldap-fixtures.ts';

const { ada } = PEOPLE;

async function timed(ask: () => Promise<SourceAnswer>): Promise<{ answer: SourceAnswer; ms: number }> {
  const started = performance.now();
  const answer = await ask();
  return { answer, ms: performance.now() - started };
}

describe('the LDAP source when the directory is down, hung, slow or not a directory', () => {
  it('answers down at once when slapd is stopped', async () => {
    const ldap = await startTestDirectory();
    const settings = searchThenBind(ldap, { timeout_ms: 2_000 });
    await ldap.stop();
    const { answer, ms } = await timed(() => ldapSource(settings).signIn('ada', ada.password));
    assert.equal(answer.kind, 'down', JSON.stringify(answer));
    assert.match((answer as { detail: string }).detail, /ECONNREFUSED/);
    assert.ok(ms < 2_000, `answered in ${ms} ms`);
  });

  it('answers down within its timeout when slapd hangs, then at once while the breaker is open, and tries again after the wait', async (t) => {
    const ldap = await startTestDirectory();
    t.after(() => ldap.stop());
    const source = ldapSource(searchThenBind(ldap, { timeout_ms: 600, retry_after_ms: 1_500 }));
    assert.equal((await source.signIn('ada', ada.password)).kind, 'accepted');
    ldap.pause();
    for (let i = 0; i < 2; i++) {
      const { answer, ms } = await timed(() => source.signIn('ada', ada.password));
      assert.deepEqual(answer, { kind: 'down', detail: 'no answer within 600 ms' });
      assert.ok(ms >= 590 && ms < 1_500, `answered in ${ms} ms`);
    }
    // two failures opened the breaker: the directory is not asked, and the answer is immediate
    const open = await timed(() => source.signIn('ada', ada.password));
    assert.deepEqual(open.answer, {
      kind: 'down',
      detail: 'not asked: the source kept failing; it is not asked again for up to 2 s',
    });
    assert.ok(open.ms < 100, `answered in ${open.ms} ms`);
    assert.equal((await source.testConnection()).ok, false);
    ldap.resume();
    // still open until the wait is over, though the directory is back
    assert.equal((await source.signIn('ada', ada.password)).kind, 'down');
    await new Promise((r) => setTimeout(r, 1_600));
    assert.equal((await source.signIn('ada', ada.password)).kind, 'accepted');
  });

  it('gives up on a slow directory at its timeout, and waits for one that answers in time', async (t) => {
    const ldap = await startTestDirectory();
    const slow = await startTcpDelayProxy(ldap.port, 400);
    t.after(async () => {
      await slow.close();
      await ldap.stop();
    });
    // a sign-in is several round trips (bind, search, bind): 400 ms each way is over 2 s in all
    const url = `ldap://127.0.0.1:${slow.port}`;
    const late = await timed(() =>
      ldapSource(searchThenBind(ldap, { url, timeout_ms: 1_000 })).signIn('ada', ada.password),
    );
    assert.deepEqual(late.answer, { kind: 'down', detail: 'no answer within 1000 ms' });
    assert.ok(late.ms < 1_400, `answered in ${late.ms} ms`);
    // and the connection is cut, not left asking in the background
    await eventually('the late connection closed', () => slow.openSockets === 0, { timeoutMs: 500 });
    const patient = await timed(() =>
      ldapSource(searchThenBind(ldap, { url, timeout_ms: 8_000 })).signIn('ada', ada.password),
    );
    assert.equal(patient.answer.kind, 'accepted', JSON.stringify(patient.answer));
    assert.ok(patient.ms > 1_000, `answered in ${patient.ms} ms`);
  });

  it('answers down when what answers is not a directory', async (t) => {
    const junk = createServer((socket) => socket.end('HTTP/1.1 400 Bad Request\r\n\r\n'));
    await new Promise<void>((r) => junk.listen(0, '127.0.0.1', () => r()));
    t.after(() => {
      junk.close();
    });
    const port = (junk.address() as { port: number }).port;
    const ldap = await startTestDirectory();
    t.after(() => ldap.stop());
    const source = ldapSource(searchThenBind(ldap, { url: `ldap://127.0.0.1:${port}`, timeout_ms: 1_500 }));
    const { answer, ms } = await timed(() => source.signIn('ada', ada.password));
    assert.equal(answer.kind, 'down', JSON.stringify(answer));
    assert.ok(ms < 1_600, `answered in ${ms} ms`);
  });
});

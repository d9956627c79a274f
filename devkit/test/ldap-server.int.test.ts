import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { isRunning, reclaimLeftovers, slapdPidFile, startLdapServer, startPrivateLdapServer } from '../src/index.ts';

function tempDir(t: { after(fn: () => void): void }): string {
  const dir = mkdtempSync(join(tmpdir(), 'devkit-ldap-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe('startLdapServer', () => {
  it('listens on its LDAP and LDAPS ports with a certificate its CA signed, and stops', async () => {
    const ldap = await startPrivateLdapServer({ people: [{ uid: 'ada', password: 'pw', cn: 'Ada', sn: 'L' }] });
    const pid = ldap.process.child.pid ?? 0;
    assert.match(ldap.url, /^ldap:\/\/127\.0\.0\.1:\d+$/);
    assert.match(ldap.tlsUrl, /^ldaps:\/\/127\.0\.0\.1:\d+$/);
    assert.match(ldap.caCertificate, /^-----BEGIN CERTIFICATE-----/);
    assert.equal(ldap.service.dn, 'cn=gamepod-service,ou=services,dc=gamepod,dc=test');
    assert.equal(isRunning(pid), true);
    await ldap.stop();
    assert.equal(isRunning(pid), false);
  });

  it('stops a slapd an earlier run left on the data dir, frozen or not', async (t) => {
    const dir = tempDir(t);
    const left = await startLdapServer({ dataDir: join(dir, 'ldap'), people: [] });
    t.after(() => left.stop());
    left.pause();
    const pid = left.process.child.pid ?? 0;
    const found = await reclaimLeftovers(dir);
    assert.deepEqual(
      found.map((l) => [l.server, l.pid, l.outcome]),
      [['slapd', pid, 'stopped']],
    );
    assert.equal(isRunning(pid), false);
    assert.equal(existsSync(slapdPidFile(join(dir, 'ldap'))), false);
    // and the dir serves the next start, on the same ports
    const again = await startLdapServer({
      dataDir: join(dir, 'ldap'),
      people: [],
      port: left.port,
      tlsPort: left.tlsPort,
    });
    await again.stop();
  });
});

// A real OpenLDAP slapd for the tests of LDAP sign-in: a directory of people, groups and a
// service account, served on loopback in plain LDAP (with StartTLS) and LDAPS, with a
// certificate signed by a test CA made for this run. Started as our direct child from a
// slapd.conf in a data dir of its own; the system's slapd service is never used.
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { slapdBinaries } from './binaries.ts';
import { type ManagedProcess, spawnManaged, waitUntil } from './child-process.ts';
import { freePort } from './free-port.ts';
import { reclaimSlapd, slapdPidFile } from './leftovers.ts';
import { startInPrivateDir } from './private-dir.ts';

/** A person in the test directory, under `ou=people`. */
export type LdapPerson = {
  readonly uid: string;
  readonly password: string;
  readonly cn: string;
  readonly sn: string;
  readonly mail?: string;
  readonly displayName?: string;
  /** `YYYYMMDD`, stored as `schacDateOfBirth`. */
  readonly birthDate?: string;
  /** Names of groups (under `ou=groups`) the person is a member of. */
  readonly groups?: readonly string[];
};

export type LdapServerOptions = {
  /** Config, database, certificates and pid file live here. */
  dataDir: string;
  /** `dc=…` base of the directory (default `dc=gamepod,dc=test`). */
  baseDn?: string;
  people: readonly LdapPerson[];
  /** Plain LDAP port (StartTLS too); a free one when left out. Pass the old one to restart "the same" server. */
  port?: number;
  /** LDAPS port; a free one when left out. */
  tlsPort?: number;
};

export type LdapServer = {
  /** `ldap://127.0.0.1:<port>`: plain, StartTLS offered. */
  readonly url: string;
  /** `ldaps://127.0.0.1:<tlsPort>`. */
  readonly tlsUrl: string;
  readonly port: number;
  readonly tlsPort: number;
  readonly baseDn: string;
  /** `ou=people,<base>` and `ou=groups,<base>`. */
  readonly peopleDn: string;
  readonly groupsDn: string;
  /** A read-only account for search-then-bind. */
  readonly service: { readonly dn: string; readonly password: string };
  /** The test CA's certificate (PEM) that signed the server's (names `localhost` and 127.0.0.1). */
  readonly caCertificate: string;
  readonly process: ManagedProcess;
  /** Freezes the server (SIGSTOP): connections are accepted by the kernel and never answered. */
  pause(): void;
  /** Lets a paused server go on (SIGCONT). */
  resume(): void;
  stop(): Promise<void>;
};

/** `{SSHA}` as slappasswd makes it: base64(sha1(password + salt) + salt). */
export function sshaPassword(password: string): string {
  const salt = randomBytes(8);
  const digest = createHash('sha1').update(password).update(salt).digest();
  return `{SSHA}${Buffer.concat([digest, salt]).toString('base64')}`;
}

/** An LDIF value: plain when it is printable ASCII that LDIF cannot misread, else base64 (`attr:: …`). */
function ldifLine(attr: string, value: string): string {
  const printable = [...value].every((ch) => ch >= ' ' && ch <= '~');
  const safe = printable && !/^[:< ]/.test(value) && !value.endsWith(' ');
  return safe ? `${attr}: ${value}` : `${attr}:: ${Buffer.from(value, 'utf8').toString('base64')}`;
}

function entry(dn: string, attrs: ReadonlyArray<readonly [string, string]>): string {
  return [ldifLine('dn', dn), ...attrs.map(([a, v]) => ldifLine(a, v))].join('\n');
}

/** The directory as LDIF: base, ou=people, ou=groups, ou=services, the people and their groups. */
export function directoryLdif(
  baseDn: string,
  people: readonly LdapPerson[],
  service: { dn: string; password: string },
) {
  const dc = /^dc=([^,]+)/i.exec(baseDn)?.[1];
  if (!dc) throw new Error(`startLdapServer: baseDn must start with dc=…, got ${baseDn}`);
  const peopleDn = `ou=people,${baseDn}`;
  const groupsDn = `ou=groups,${baseDn}`;
  const groupNames = [...new Set(people.flatMap((p) => p.groups ?? []))].sort();
  const groupDn = (g: string) => `cn=${g},${groupsDn}`;
  const personDn = (p: LdapPerson) => `uid=${p.uid},${peopleDn}`;
  const entries = [
    entry(baseDn, [
      ['objectClass', 'dcObject'],
      ['objectClass', 'organization'],
      ['dc', dc],
      ['o', dc],
    ]),
    ...['people', 'groups', 'services'].map((ou) =>
      entry(`ou=${ou},${baseDn}`, [
        ['objectClass', 'organizationalUnit'],
        ['ou', ou],
      ]),
    ),
    entry(service.dn, [
      ['objectClass', 'applicationProcess'],
      ['objectClass', 'simpleSecurityObject'],
      ['cn', /^cn=([^,]+)/.exec(service.dn)?.[1] ?? 'service'],
      ['userPassword', sshaPassword(service.password)],
    ]),
    ...people.map((p) =>
      entry(personDn(p), [
        ['objectClass', 'inetOrgPerson'],
        ...(p.birthDate ? ([['objectClass', 'schacPersonalCharacteristics']] as const) : []),
        ['uid', p.uid],
        ['cn', p.cn],
        ['sn', p.sn],
        ...(p.mail ? ([['mail', p.mail]] as const) : []),
        ...(p.displayName ? ([['displayName', p.displayName]] as const) : []),
        ...(p.birthDate ? ([['schacDateOfBirth', p.birthDate]] as const) : []),
        ['userPassword', sshaPassword(p.password)],
        // memberOf as Active Directory and the memberof overlay keep it (slapadd runs no overlay)
        ...(p.groups ?? []).map((g) => ['memberOf', groupDn(g)] as const),
      ]),
    ),
    ...groupNames.map((g) =>
      entry(groupDn(g), [
        ['objectClass', 'groupOfNames'],
        ['cn', g],
        ...people.filter((p) => p.groups?.includes(g)).map((p) => ['member', personDn(p)] as const),
      ]),
    ),
  ];
  return `${entries.join('\n\n')}\n`;
}

/** The SCHAC date of birth, as campuses publish it: `YYYYMMDD`. */
const SCHAC_SCHEMA = `
attributetype ( 1.3.6.1.4.1.25178.1.2.3 NAME 'schacDateOfBirth'
  DESC 'Date of birth (format YYYYMMDD)'
  EQUALITY numericStringMatch SUBSTR numericStringSubstringsMatch
  SYNTAX 1.3.6.1.4.1.1466.115.121.1.36 SINGLE-VALUE )
objectclass ( 1.3.6.1.4.1.25178.1.1.5 NAME 'schacPersonalCharacteristics' AUXILIARY
  MAY ( schacDateOfBirth ) )
`;

function slapdConf(dir: string, baseDn: string, rootPassword: string, serviceDn: string): string {
  const q = JSON.stringify;
  return `# written by devkit for one test run
include /etc/ldap/schema/core.schema
include /etc/ldap/schema/cosine.schema
include /etc/ldap/schema/inetorgperson.schema
${SCHAC_SCHEMA}
# a name with an empty password binds as anonymous and "succeeds", as Active Directory and many
# directories allow: what a source must refuse before it asks
allow bind_anon_dn
modulepath /usr/lib/ldap
moduleload back_mdb
moduleload memberof
pidfile ${q(slapdPidFile(dir))}
argsfile ${q(join(dir, 'slapd.args'))}
TLSCACertificateFile ${q(join(dir, 'tls', 'ca.pem'))}
TLSCertificateFile ${q(join(dir, 'tls', 'server.pem'))}
TLSCertificateKeyFile ${q(join(dir, 'tls', 'server.key'))}

database mdb
maxsize 16777216
suffix ${q(baseDn)}
rootdn ${q(`cn=admin,${baseDn}`)}
rootpw ${sshaPassword(rootPassword)}
directory ${q(join(dir, 'db'))}
overlay memberof

# passwords are for binding only; nobody reads them
access to attrs=userPassword
  by anonymous auth
  by * none
# anonymous sees nothing (as Active Directory); the service account and people who signed in read
access to *
  by dn.exact=${q(serviceDn)} read
  by users read
  by * none
`;
}

/** A test CA and a server certificate it signed for localhost and 127.0.0.1 (P-256: fast to make). */
function makeCertificates(tlsDir: string): void {
  mkdirSync(tlsDir, { recursive: true });
  const openssl = (args: string[]) => {
    try {
      execFileSync('openssl', args, { stdio: 'pipe' });
    } catch (err) {
      const stderr = (err as { stderr?: Buffer }).stderr?.toString() ?? String(err);
      throw new Error(`openssl ${args[0]} failed: ${stderr.trim()}`);
    }
  };
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '7'];
  openssl([
    'req',
    '-x509',
    ...ec,
    '-keyout',
    join(tlsDir, 'ca.key'),
    '-out',
    join(tlsDir, 'ca.pem'),
    '-subj',
    '/CN=gamepod test LDAP CA',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  ]);
  openssl([
    'req',
    '-x509',
    ...ec,
    '-CA',
    join(tlsDir, 'ca.pem'),
    '-CAkey',
    join(tlsDir, 'ca.key'),
    '-keyout',
    join(tlsDir, 'server.key'),
    '-out',
    join(tlsDir, 'server.pem'),
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost,IP:127.0.0.1',
    '-addext',
    'basicConstraints=critical,CA:FALSE',
    '-addext',
    'extendedKeyUsage=serverAuth',
  ]);
}

/** Resolves once something accepts a TCP connection on `port` (slapd listens only once its database is open). */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolveAccepts) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolveAccepts(true);
    });
    socket.once('error', () => resolveAccepts(false));
  });
}

/**
 * Starts slapd on loopback with a fresh directory loaded by slapadd: the people given, their
 * groups (groupOfNames with `member`, and `memberOf` on each person), a service account, LDAPS
 * and StartTLS. What an earlier run left on `dataDir` (a slapd still running on it) is stopped first.
 *
 * @example
 * const ldap = await startLdapServer({ dataDir, people: [{ uid: 'ada', password: 'pw', cn: 'Ada L', sn: 'L' }] });
 * after(() => ldap.stop());
 */
export async function startLdapServer(opts: LdapServerOptions): Promise<LdapServer> {
  const { slapd, slapadd } = slapdBinaries();
  // absolute, so the command line names the data dir: how a later run recognises it as ours
  const dir = resolve(opts.dataDir);
  mkdirSync(dir, { recursive: true });
  await reclaimSlapd(dir);
  const baseDn = opts.baseDn ?? 'dc=gamepod,dc=test';
  const service = { dn: `cn=gamepod-service,ou=services,${baseDn}`, password: randomBytes(12).toString('hex') };
  const conf = join(dir, 'slapd.conf');
  // the directory is made anew each start: tests own their data
  rmSync(join(dir, 'db'), { recursive: true, force: true });
  mkdirSync(join(dir, 'db'), { recursive: true });
  if (!existsSync(join(dir, 'tls', 'server.pem'))) makeCertificates(join(dir, 'tls'));
  writeFileSync(conf, slapdConf(dir, baseDn, randomBytes(12).toString('hex'), service.dn), { mode: 0o600 });
  const ldif = join(dir, 'directory.ldif');
  writeFileSync(ldif, directoryLdif(baseDn, opts.people, service), { mode: 0o600 });
  try {
    execFileSync(slapadd, ['-f', conf, '-l', ldif, '-q'], { stdio: 'pipe' });
  } catch (err) {
    const stderr = (err as { stderr?: Buffer }).stderr?.toString() ?? String(err);
    throw new Error(`slapadd failed for ${dir}: ${stderr.trim()}`);
  }
  const port = opts.port ?? (await freePort());
  const tlsPort = opts.tlsPort ?? (await freePort());
  const url = `ldap://127.0.0.1:${port}`;
  const tlsUrl = `ldaps://127.0.0.1:${tlsPort}`;
  // -d keeps slapd in the foreground as our child; level 0 logs nothing but errors
  const proc = spawnManaged('slapd', slapd, ['-f', conf, '-h', `${url}/ ${tlsUrl}/`, '-d', '0']);
  await waitUntil('its ports', proc, async () => (await accepts(port)) && (await accepts(tlsPort)), 10_000);
  return {
    url,
    tlsUrl,
    port,
    tlsPort,
    baseDn,
    peopleDn: `ou=people,${baseDn}`,
    groupsDn: `ou=groups,${baseDn}`,
    service,
    caCertificate: readFileSync(join(dir, 'tls', 'ca.pem'), 'utf8'),
    process: proc,
    pause: () => proc.child.kill('SIGSTOP'),
    resume: () => proc.child.kill('SIGCONT'),
    async stop() {
      // a frozen server never handles SIGTERM
      proc.child.kill('SIGCONT');
      await proc.stop('SIGTERM', 5_000);
    },
  };
}

/**
 * A slapd of the test file's own, started when a test asks for it (nothing else in a run pays
 * for it). Its data lives in a temporary directory that `stop()` removes; it is also killed
 * when the process exits, so a failing test leaves nothing behind.
 *
 * @example
 * const ldap = await startPrivateLdapServer({ people });
 * after(() => ldap.stop());
 */
export async function startPrivateLdapServer(opts: Omit<LdapServerOptions, 'dataDir'>): Promise<LdapServer> {
  return startInPrivateDir('gamepod-ldap-', (dataDir) => startLdapServer({ ...opts, dataDir }));
}

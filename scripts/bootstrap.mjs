#!/usr/bin/env node
// Makes a fresh Debian machine with Node 20 and npm ready to run gamepod: system packages
// (nats-server, postgresql, chromium, slapd) through apt-get when we are root, pnpm, and the
// workspace's dependencies. Plain JavaScript with no dependencies, because it runs first.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = new Set(process.argv.slice(2));
const quiet = args.has('--quiet');
const wantBrowser = args.has('--browser');
const PNPM_VERSION = '12.21.0';

const say = (line) => {
  if (!quiet) process.stderr.write(`[setup] ${line}\n`);
};
const fail = (lines) => {
  process.stderr.write(`\n[setup] cannot continue:\n${lines.map((l) => `  ${l}`).join('\n')}\n\n`);
  process.exit(1);
};
const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
const anyExists = (paths) => paths.some((p) => existsSync(p));

function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    fail([`Node ${process.versions.node} is too old: gamepod needs Node 20.19 or newer (Vite 8 requires it).`]);
  }
}

function missingSystemPackages() {
  const missing = [];
  if (
    !anyExists(['/usr/sbin/nats-server', '/usr/bin/nats-server', '/usr/local/bin/nats-server']) &&
    !has('nats-server')
  ) {
    missing.push('nats-server');
  }
  const pgVersions = ['17', '16', '15', '14'];
  if (!pgVersions.some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/postgres`)) && !has('initdb')) {
    missing.push('postgresql');
  }
  if (wantBrowser && !anyExists(['/usr/bin/chromium', '/usr/bin/chromium-browser']) && !process.env.CHROMIUM_PATH) {
    missing.push('chromium');
  }
  // the reports' browser test renders the exported PDF's pages to PNG to look at them
  if (wantBrowser && !has('pdftoppm')) missing.push('poppler-utils');
  // the LDAP sign-in source's tests run a real slapd; the demo has no LDAP client, so only tests need it
  if (wantBrowser && !anyExists(['/usr/sbin/slapd']) && !has('slapd')) missing.push('slapd');
  // which makes that slapd's test certificates
  if (wantBrowser && !has('openssl')) missing.push('openssl');
  return missing;
}

function installSystemPackages() {
  const missing = missingSystemPackages();
  if (missing.length === 0) return;
  const isRoot = process.getuid?.() === 0;
  const isDebian = existsSync('/etc/debian_version') && has('apt-get');
  if (!isRoot || !isDebian) {
    fail(
      [
        `missing system packages: ${missing.join(', ')}`,
        isDebian
          ? `install them with: sudo apt-get install -y ${missing.join(' ')}`
          : 'install nats-server (with JetStream), PostgreSQL 14+ server binaries and Chromium with your package manager,',
        isDebian ? '' : 'then set CHROMIUM_PATH if chromium is not at /usr/bin/chromium',
      ].filter(Boolean),
    );
  }
  say(`installing ${missing.join(', ')} with apt-get (this takes a minute the first time)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (argv) => {
    const r = spawnSync('apt-get', argv, { stdio: quiet ? 'ignore' : ['ignore', 'ignore', 'inherit'], env });
    if (r.status !== 0) fail([`apt-get ${argv.join(' ')} failed with exit code ${r.status}`]);
  };
  run(['update', '-qq']);
  if (missing.includes('slapd')) {
    // tests start slapd themselves on a config of their own: tell its package not to make a
    // system directory (it would ask for a domain and an admin password) or a service to go with it
    const r = spawnSync('debconf-set-selections', {
      input: 'slapd slapd/no_configuration boolean true\n',
      stdio: ['pipe', 'ignore', 'inherit'],
    });
    if (r.status !== 0) fail([`debconf-set-selections failed with exit code ${r.status}`]);
  }
  run(['install', '-y', '-qq', '--no-install-recommends', ...missing]);
  const still = missingSystemPackages();
  if (still.length > 0) fail([`apt-get ran but these are still missing: ${still.join(', ')}`]);
}

function pnpmCommand() {
  if (has('pnpm')) return 'pnpm';
  say(`installing pnpm ${PNPM_VERSION} with npm`);
  const r = spawnSync('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`], { stdio: quiet ? 'ignore' : 'inherit' });
  if (r.status !== 0 || !has('pnpm')) {
    fail([
      `could not install pnpm globally (npm exit ${r.status}).`,
      `Install it yourself: npm install -g pnpm@${PNPM_VERSION}`,
    ]);
  }
  return 'pnpm';
}

function installDependencies(pnpm) {
  const lock = join(root, 'pnpm-lock.yaml');
  const stamp = join(root, 'node_modules', '.gamepod-lock-hash');
  const hash = createHash('sha256').update(readFileSync(lock)).digest('hex');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return;
  say('installing dependencies with pnpm');
  const r = spawnSync(pnpm, ['install', '--frozen-lockfile', '--reporter=silent'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) fail([`pnpm install failed with exit code ${r.status}`]);
  writeFileSync(stamp, hash);
}

checkNode();
installSystemPackages();
installDependencies(pnpmCommand());
try {
  execFileSync(process.execPath, ['-e', "import('tsx')"], { cwd: root, stdio: 'ignore' });
} catch {
  fail(['dependencies look broken (tsx does not load): remove node_modules and run again']);
}

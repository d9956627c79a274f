import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

function onPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const full = join(dir, name);
    if (existsSync(full)) return full;
  }
  return undefined;
}

function firstExisting(candidates: string[]): string | undefined {
  return candidates.find((c) => existsSync(c));
}

/** Finds nats-server; Debian puts it in /usr/sbin, which is not on a non-root PATH. */
export function natsServerBinary(): string {
  const found = onPath('nats-server') ?? firstExisting(['/usr/sbin/nats-server', '/usr/local/bin/nats-server']);
  if (!found) throw new Error('nats-server not found: install it (Debian: apt-get install -y nats-server)');
  return found;
}

/** Finds the directory holding initdb and postgres (Debian keeps them out of PATH). */
export function postgresBinDir(): string {
  for (const v of ['17', '16', '15', '14']) {
    const dir = `/usr/lib/postgresql/${v}/bin`;
    if (existsSync(join(dir, 'postgres'))) return dir;
  }
  const initdb = onPath('initdb');
  if (initdb) return initdb.slice(0, -'/initdb'.length);
  throw new Error('PostgreSQL server binaries not found: install them (Debian: apt-get install -y postgresql)');
}

/** Finds a Chromium build for headless browser tests. */
export function chromiumBinary(): string {
  const found =
    process.env.CHROMIUM_PATH ??
    firstExisting(['/usr/bin/chromium', '/usr/bin/chromium-browser']) ??
    onPath('chromium');
  if (!found) throw new Error('chromium not found: install it (Debian: apt-get install -y chromium)');
  return found;
}

/** Finds slapd and slapadd; Debian puts them in /usr/sbin, which is not on a non-root PATH. */
export function slapdBinaries(): { slapd: string; slapadd: string } {
  const slapd = onPath('slapd') ?? firstExisting(['/usr/sbin/slapd', '/usr/local/libexec/slapd']);
  const slapadd = onPath('slapadd') ?? firstExisting(['/usr/sbin/slapadd', '/usr/local/sbin/slapadd']);
  if (!slapd || !slapadd) throw new Error('slapd not found: install it (Debian: apt-get install -y slapd)');
  return { slapd, slapadd };
}

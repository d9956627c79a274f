import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { type ComposeFile, type ComposeService, type Mount, readComposeFile } from '../../src/compose-file.ts';
import { withDefaults } from '../../src/interpolation.ts';

/** Paths, the two compose files, and lookups that fail with a clear message, for docker's tests. */

export const dockerDir = join(import.meta.dirname, '..', '..');
export const repoRoot = dirname(dockerDir);
export const secretsDir = join(dockerDir, 'secrets');

export const production = readComposeFile(join(dockerDir, 'compose.yaml'));
export const venue = readComposeFile(join(dockerDir, 'compose.venue.yaml'));

export function serviceNamed(file: ComposeFile, name: string): ComposeService {
  const found = file.services.find((s) => s.name === name);
  assert.ok(found, `${basename(file.path)} has no service ${name}`);
  return found;
}

/** An environment variable of a service, as it reads when no variable of the host is set. */
export function env(service: ComposeService, key: string): string {
  const value = service.environment[key];
  assert.ok(value !== undefined, `${service.name} has no ${key}`);
  return withDefaults(value);
}

export function only<T>(items: readonly T[], what: string): T {
  const [item, ...rest] = items;
  assert.ok(item !== undefined && rest.length === 0, `expected one ${what}, found ${items.length}`);
  return item;
}

export const natsServers = (file: ComposeFile) => file.services.filter((s) => s.image?.startsWith('nats:'));

/** The mount that provides `path` in the container: the innermost one whose target is it or holds it. */
export function mountProviding(service: ComposeService, path: string): Mount | undefined {
  return service.mounts
    .filter((m) => path === m.target || path.startsWith(`${m.target}/`))
    .sort((a, b) => b.target.length - a.target.length)[0];
}

/** The configuration a NATS service runs with: its `--config` argument, read from the file mounted there. */
export function natsConfigOf(service: ComposeService): { text: string; path: string } {
  const path = service.command[service.command.findIndex((w) => w === '--config' || w === '-c') + 1];
  assert.ok(path, `${service.name} names no --config`);
  const mount = mountProviding(service, path);
  assert.ok(mount?.type === 'bind' && mount.source, `${service.name} does not mount a file at ${path}`);
  return { text: readFileSync(mount.source, 'utf8'), path };
}

/** A setting's value, with `$NAME` looked up in the service's environment as nats-server does. */
export function natsValue(service: ComposeService, value: string | undefined): string | undefined {
  return value?.startsWith('$') ? env(service, value.slice(1)) : value;
}

/** Port and path of the `http://localhost:<port>/...` URL a healthcheck calls. */
export function healthUrl(service: ComposeService): { port: string; path: string } | undefined {
  const match = /http:\/\/localhost:(\d+)(\/[^'"\s)]*)/.exec(service.healthcheck?.join(' ') ?? '');
  return match ? { port: match[1] ?? '', path: match[2] ?? '' } : undefined;
}

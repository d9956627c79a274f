import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parse } from 'yaml';
import { withDefaults } from './interpolation.ts';

/** A mount of a service, normalised from the short (`src:dst:ro`) or the long syntax. */
export type Mount = {
  readonly type: 'bind' | 'volume' | 'tmpfs';
  /** For a bind mount, the absolute path on the host (read through `withDefaults`); for a named volume, its name. */
  readonly source: string | undefined;
  readonly target: string;
  readonly readOnly: boolean;
};

/**
 * One `ports` entry that publishes on the host. `hostPorts` has several ports for a range
 * (`"8080-8081:8080"`), from which compose gives each replica one.
 */
export type PublishedPort = {
  readonly hostIp: string;
  readonly hostPorts: readonly number[];
  readonly containerPort: number;
  readonly protocol: string;
};

export type ComposeService = {
  readonly name: string;
  readonly image: string | undefined;
  /** Absolute paths, resolved the way compose resolves them. */
  readonly build: { readonly context: string; readonly dockerfile: string } | undefined;
  readonly command: readonly string[];
  /** Values as written, `${VAR}` references included; pass them through `withDefaults` to read them. */
  readonly environment: Readonly<Record<string, string>>;
  readonly mounts: readonly Mount[];
  readonly ports: readonly PublishedPort[];
  /** Service name → the condition it waits for. */
  readonly dependsOn: Readonly<Record<string, string>>;
  readonly healthcheck: readonly string[] | undefined;
  readonly replicas: number;
  readonly extraHosts: readonly string[];
};

export type ComposeFile = {
  readonly path: string;
  /** Compose resolves relative paths against the directory of the file. */
  readonly dir: string;
  readonly services: readonly ComposeService[];
  readonly volumes: readonly string[];
};

type Raw = Record<string, unknown>;

function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function record(value: unknown, where: string): Raw {
  if (value === undefined || value === null) return {};
  if (!isRecord(value)) throw new Error(`${where}: expected a mapping`);
  return value;
}

function list(value: unknown, where: string): unknown[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new Error(`${where}: expected a list`);
  return value;
}

function text(value: unknown, where: string): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new Error(`${where}: expected a scalar`);
}

function optionalText(value: unknown, where: string): string | undefined {
  return value === undefined || value === null ? undefined : text(value, where);
}

function words(value: unknown, where: string): string[] {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return value.split(/\s+/).filter(Boolean);
  return list(value, where).map((v, i) => text(v, `${where}[${i}]`));
}

function environment(value: unknown, where: string): Record<string, string> {
  if (Array.isArray(value)) {
    const entries = value.map((v, i) => text(v, `${where}[${i}]`).split('='));
    return Object.fromEntries(entries.map(([key = '', ...rest]) => [key, rest.join('=')]));
  }
  const env = record(value, where);
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === null ? '' : text(v, `${where}.${k}`)]));
}

function isHostPath(source: string): boolean {
  return source.startsWith('.') || source.startsWith('/') || source.startsWith('~');
}

function mount(value: unknown, dir: string, where: string): Mount {
  if (typeof value === 'string') {
    const [source = '', target = '', mode = ''] = withDefaults(value).split(':');
    const bind = isHostPath(source);
    const readOnly = mode.split(',').includes('ro');
    return { type: bind ? 'bind' : 'volume', source: bind ? resolve(dir, source) : source, target, readOnly };
  }
  const raw = record(value, where);
  const type = text(raw.type ?? 'volume', `${where}.type`);
  if (type !== 'bind' && type !== 'volume' && type !== 'tmpfs') throw new Error(`${where}: unknown type ${type}`);
  const written = optionalText(raw.source, `${where}.source`);
  const source = written === undefined ? undefined : withDefaults(written);
  return {
    type,
    source: type === 'bind' && source !== undefined ? resolve(dir, source) : source,
    target: text(raw.target, `${where}.target`),
    readOnly: raw.read_only === true,
  };
}

function portRange(spec: string): number[] {
  const [from = '', to = from] = spec.split('-');
  const first = Number(from);
  const last = Number(to);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

function ports(value: unknown, where: string): PublishedPort[] {
  return list(value, where).flatMap((entry, i): PublishedPort[] => {
    if (isRecord(entry)) {
      const published = optionalText(entry.published, `${where}[${i}].published`);
      if (published === undefined) return [];
      return [
        {
          hostIp: optionalText(entry.host_ip, `${where}[${i}].host_ip`) ?? '0.0.0.0',
          hostPorts: portRange(withDefaults(published)),
          containerPort: Number(text(entry.target, `${where}[${i}].target`)),
          protocol: optionalText(entry.protocol, `${where}[${i}].protocol`) ?? 'tcp',
        },
      ];
    }
    const [mapping = '', protocol = 'tcp'] = withDefaults(text(entry, `${where}[${i}]`)).split('/');
    const parts = mapping.split(':');
    // "8080" alone publishes on an ephemeral host port, which can never collide.
    if (parts.length < 2) return [];
    return [
      {
        hostIp: parts.length === 3 ? (parts[0] ?? '') : '0.0.0.0',
        hostPorts: portRange(parts.at(-2) ?? ''),
        containerPort: Number(parts.at(-1)),
        protocol,
      },
    ];
  });
}

function dependsOn(value: unknown, where: string): Record<string, string> {
  if (Array.isArray(value)) {
    return Object.fromEntries(value.map((v, i) => [text(v, `${where}[${i}]`), 'service_started']));
  }
  const deps = record(value, where);
  return Object.fromEntries(
    Object.entries(deps).map(([name, spec]) => [
      name,
      text(record(spec, `${where}.${name}`).condition ?? 'service_started', `${where}.${name}.condition`),
    ]),
  );
}

function build(value: unknown, dir: string, where: string): ComposeService['build'] {
  if (value === undefined || value === null) return undefined;
  const raw = typeof value === 'string' ? { context: value } : record(value, where);
  const context = resolve(dir, text(raw.context ?? '.', `${where}.context`));
  return { context, dockerfile: resolve(context, text(raw.dockerfile ?? 'Dockerfile', `${where}.dockerfile`)) };
}

function healthcheck(value: unknown, where: string): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  const raw = record(value, where);
  if (raw.disable === true) return undefined;
  const test = words(raw.test, `${where}.test`);
  return test.length === 0 || test[0] === 'NONE' ? undefined : test;
}

function service(name: string, value: unknown, dir: string): ComposeService {
  const where = `services.${name}`;
  const raw = record(value, where);
  const replicas = record(raw.deploy, `${where}.deploy`).replicas;
  return {
    name,
    image: optionalText(raw.image, `${where}.image`),
    build: build(raw.build, dir, `${where}.build`),
    command: words(raw.command, `${where}.command`),
    environment: environment(raw.environment, `${where}.environment`),
    mounts: list(raw.volumes, `${where}.volumes`).map((v, i) => mount(v, dir, `${where}.volumes[${i}]`)),
    ports: ports(raw.ports, `${where}.ports`),
    dependsOn: dependsOn(raw.depends_on, `${where}.depends_on`),
    healthcheck: healthcheck(raw.healthcheck, `${where}.healthcheck`),
    replicas: replicas === undefined ? 1 : Number(text(replicas, `${where}.deploy.replicas`)),
    extraHosts: words(raw.extra_hosts, `${where}.extra_hosts`),
  };
}

/** Parses a compose file (anchors and `<<` merge keys included) into the parts gamepod checks. */
export function readComposeFile(path: string): ComposeFile {
  const dir = dirname(path);
  const raw = record(parse(readFileSync(path, 'utf8'), { merge: true }), path);
  const services = Object.entries(record(raw.services, 'services')).map(([name, v]) => service(name, v, dir));
  return { path, dir, services, volumes: Object.keys(record(raw.volumes, 'volumes')) };
}

/** The host names in a comma-separated list of URLs, such as NATS_URL. */
export function urlHosts(value: string): string[] {
  return withDefaults(value)
    .split(',')
    .map((url) => new URL(url.trim()).hostname);
}

import { dirname, posix } from 'node:path';

/**
 * A loose reader for nats-server configuration files: enough to check a compose topology
 * against them, not a parser of the whole format. It understands `#` and `//` comments,
 * `key: value`, `key = value` and `key value`, `{}` blocks and `[]` lists.
 */

/** Drops comments; a `//` inside a value such as `nats-route://host` is kept. */
export function stripComments(conf: string): string {
  return conf.replace(/(^|\s)(#|\/\/).*$/gm, '$1');
}

/** The body of the first `name { ... }` block, braces balanced; undefined when there is none. */
export function natsBlock(conf: string, name: string): string | undefined {
  const clean = stripComments(conf);
  const start = new RegExp(`(^|[\\s{])${name}\\s*[:=]?\\s*\\{`, 'm').exec(clean);
  if (!start) return undefined;
  let depth = 0;
  const open = start.index + start[0].length - 1;
  for (let i = open; i < clean.length; i++) {
    if (clean[i] === '{') depth++;
    if (clean[i] === '}') depth--;
    if (depth === 0) return clean.slice(open + 1, i);
  }
  throw new Error(`unbalanced braces after ${name}`);
}

/** The scalar values of `key` in `conf` (quotes removed), in order. */
export function natsSettings(conf: string, key: string): string[] {
  const pattern = new RegExp(`(?:^|[\\s{,])${key}\\s*[:=]?[ \\t]*("[^"]*"|'[^']*'|[^\\s,}\\]]+)`, 'gm');
  return [...stripComments(conf).matchAll(pattern)].map((m) => (m[1] ?? '').replace(/^["']|["']$/g, ''));
}

/** The first value of `key`, or undefined. */
export function natsSetting(conf: string, key: string): string | undefined {
  return natsSettings(conf, key)[0];
}

/** The route URLs of the `cluster` block. */
export function natsRoutes(conf: string): string[] {
  const cluster = natsBlock(conf, 'cluster') ?? '';
  const list = /routes\s*[:=]?\s*\[([^\]]*)\]/.exec(cluster)?.[1] ?? '';
  return list
    .split(/[\s,]+/)
    .map((url) => url.replace(/^["']|["']$/g, ''))
    .filter(Boolean);
}

/**
 * Every file the configuration needs inside the container: `include`d files (relative to the
 * configuration's own directory) and TLS keys, certificates and credentials (absolute paths).
 */
export function natsReferencedFiles(conf: string, confPathInContainer: string): string[] {
  const clean = stripComments(conf);
  const includes = [...clean.matchAll(/^\s*include\s+("?)([^\s"]+)\1/gm)].map((m) =>
    posix.resolve(dirname(confPathInContainer), m[2] ?? ''),
  );
  const files = ['cert_file', 'key_file', 'ca_file', 'credentials'].flatMap((key) => natsSettings(clean, key));
  return [...includes, ...files];
}

import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import type { ComposeService } from '../src/compose-file.ts';
import { urlHosts } from '../src/compose-file.ts';
import { natsBlock, natsReferencedFiles, natsRoutes, natsSetting, stripComments } from '../src/nats-conf.ts';
import {
  dockerDir,
  env,
  healthUrl,
  mountProviding,
  natsConfigOf,
  natsServers,
  natsValue,
  only,
  production,
  repoRoot,
  secretsDir,
  serviceNamed,
  venue,
} from './support/deployment.ts';

const secretsReadme = readFileSync(join(secretsDir, 'README.md'), 'utf8');

for (const file of [production, venue]) {
  describe(`the compose file ${basename(file.path)}`, () => {
    it('gives every service an image or a build', () => {
      for (const s of file.services) assert.ok(s.image || s.build, `${s.name} has neither`);
    });

    it('builds from the repo root, where .dockerignore is, with Dockerfiles that exist', () => {
      for (const s of file.services.filter((x) => x.build)) {
        assert.equal(s.build?.context, repoRoot, s.name);
        assert.ok(existsSync(s.build?.dockerfile ?? ''), `${s.name}: no ${s.build?.dockerfile}`);
      }
    });

    it('waits only for declared services, and until they are healthy', () => {
      const names = file.services.map((s) => s.name);
      for (const s of file.services) {
        for (const [dependency, condition] of Object.entries(s.dependsOn)) {
          assert.ok(names.includes(dependency), `${s.name} depends on unknown ${dependency}`);
          assert.equal(condition, 'service_healthy', `${s.name} → ${dependency}`);
        }
      }
    });

    it('health-checks every service', () => {
      for (const s of file.services) assert.ok(s.healthcheck, `${s.name} has no healthcheck`);
    });

    it('declares every named volume it mounts, and mounts every one it declares', () => {
      const used = file.services.flatMap((s) => s.mounts.filter((m) => m.type === 'volume').map((m) => m.source));
      for (const name of used) assert.ok(file.volumes.includes(name ?? ''), `volume ${name} is not declared`);
      for (const name of file.volumes) assert.ok(used.includes(name), `volume ${name} is never mounted`);
    });

    it('gives each named volume to one service only', () => {
      const owners = file.services.flatMap((s) =>
        s.mounts.filter((m) => m.type === 'volume').map((m) => `${m.source} (${s.name})`),
      );
      const volumes = owners.map((o) => o.split(' ')[0]);
      assert.equal(new Set(volumes).size, volumes.length, owners.join(', '));
    });

    it('finds every bind-mounted file in the repo, or lists it in docker/secrets/README.md', () => {
      for (const s of file.services) {
        for (const m of s.mounts.filter((x) => x.type === 'bind')) {
          const source = m.source ?? '';
          if (dirname(source) === secretsDir) {
            assert.ok(secretsReadme.includes(basename(source)), `${s.name}: ${basename(source)} is not in the README`);
            assert.ok(m.readOnly, `${s.name} mounts the secret ${basename(source)} writable`);
          } else {
            assert.ok(existsSync(source), `${s.name}: ${source} does not exist`);
          }
        }
      }
    });

    it('publishes no host port twice', () => {
      const taken: { ip: string; port: string; service: string }[] = [];
      for (const s of file.services) {
        for (const p of s.ports) {
          for (const port of p.hostPorts.map((n) => `${n}/${p.protocol}`)) {
            // 0.0.0.0 takes the port on every address, so it collides with any address.
            const overlaps = (ip: string) => ip === p.hostIp || ip === '0.0.0.0' || p.hostIp === '0.0.0.0';
            const clash = taken.find((t) => t.port === port && overlaps(t.ip));
            assert.ok(!clash, `${s.name} and ${clash?.service} both publish ${port}`);
            taken.push({ ip: p.hostIp, port, service: s.name });
          }
        }
      }
    });

    it('publishes no fixed host port from a replicated service', () => {
      for (const s of file.services.filter((x) => x.replicas > 1)) {
        for (const p of s.ports) {
          assert.ok(p.hostPorts.length >= s.replicas, `${s.name} ×${s.replicas} publishes ${p.hostPorts.join(',')}`);
        }
      }
    });

    it('mounts every file its NATS configuration refers to', () => {
      for (const s of natsServers(file)) {
        const conf = natsConfigOf(s);
        for (const path of natsReferencedFiles(conf.text, conf.path)) {
          assert.ok(mountProviding(s, path), `${s.name} refers to ${path}, which it does not mount`);
        }
      }
    });

    it('sets every variable its NATS configuration reads from the environment', () => {
      for (const s of natsServers(file)) {
        const variables = [...stripComments(natsConfigOf(s).text).matchAll(/\$([A-Za-z_]\w*)/g)].map((m) => m[1] ?? '');
        for (const name of variables) assert.ok(env(s, name), `${s.name} leaves ${name} empty`);
      }
    });

    it('keeps every NATS server’s JetStream store and account data on a named volume', () => {
      for (const s of natsServers(file)) {
        const { text } = natsConfigOf(s);
        const dirs = [
          natsSetting(natsBlock(text, 'jetstream') ?? '', 'store_dir'),
          natsSetting(natsBlock(text, 'resolver') ?? '', 'dir'),
        ];
        for (const dir of dirs.filter((d) => d !== undefined)) {
          assert.equal(mountProviding(s, dir)?.type, 'volume', `${s.name}: ${dir}`);
        }
      }
    });

    it('runs a nats-server that knows sync_interval wherever its configuration sets it', () => {
      for (const s of natsServers(file)) {
        if (natsSetting(natsBlock(natsConfigOf(s).text, 'jetstream') ?? '', 'sync_interval') === undefined) continue;
        // nats-server 2.9 stops with `unknown field "sync_interval"`.
        const [major = 0, minor = 0] = (/^nats:(\d+)\.(\d+)/.exec(s.image ?? '') ?? []).slice(1).map(Number);
        assert.ok(major > 2 || (major === 2 && minor >= 10), `${s.name} runs ${s.image}`);
      }
    });

    it('binds each Node process with a published or proxied port to all interfaces', () => {
      // Port publishing and the proxy reach a container on its network address, never on its loopback.
      const proxied = ['services'];
      for (const s of file.services.filter((x) => x.build && (x.ports.length > 0 || proxied.includes(x.name)))) {
        assert.equal(env(s, 'HOST'), '0.0.0.0', s.name);
      }
    });

    it('runs each Node process with NODE_ENV=production and a LOG_LEVEL', () => {
      for (const s of file.services.filter((x) => x.build)) {
        assert.equal(env(s, 'NODE_ENV'), 'production', s.name);
        assert.ok(env(s, 'LOG_LEVEL'), `${s.name} has an empty LOG_LEVEL`);
      }
    });

    it('health-checks each Node process on the port it listens on', () => {
      for (const s of file.services.filter((x) => x.build)) assert.equal(healthUrl(s)?.port, env(s, 'PORT'), s.name);
    });
  });
}

describe('the production NATS cluster', () => {
  const nodes = natsServers(production);

  it('has three nodes that each route to the other two', () => {
    assert.equal(nodes.length, 3);
    for (const node of nodes) {
      const { text } = natsConfigOf(node);
      const clusterPort = natsSetting(natsBlock(text, 'cluster') ?? '', 'listen')
        ?.split(':')
        .at(-1);
      const routes = natsRoutes(text).map((url) => new URL(url));
      for (const other of nodes.filter((n) => n !== node)) {
        const route = routes.find((r) => r.hostname === other.name);
        assert.ok(route, `${node.name} has no route to ${other.name}`);
        assert.equal(route.port, clusterPort, `${node.name} → ${other.name}`);
      }
    }
  });

  it('gives each node its own server name', () => {
    const names = nodes.map((n) => natsValue(n, natsSetting(natsConfigOf(n).text, 'server_name')));
    assert.ok(names.every(Boolean), names.join(', '));
    assert.equal(new Set(names).size, nodes.length, names.join(', '));
  });

  it('sets how often JetStream syncs to disk instead of taking the default', () => {
    for (const node of nodes) {
      assert.ok(natsSetting(natsBlock(natsConfigOf(node).text, 'jetstream') ?? '', 'sync_interval'), node.name);
    }
  });

  it('publishes its leafnode port for the venues', () => {
    for (const node of nodes) {
      const port = natsSetting(natsBlock(natsConfigOf(node).text, 'leafnodes') ?? '', 'listen')
        ?.split(':')
        .at(-1);
      assert.ok(
        node.ports.some((p) => String(p.containerPort) === port),
        `${node.name} does not publish ${port}`,
      );
    }
  });
});

describe('the production application services', () => {
  const services = serviceNamed(production, 'services');
  const apps = [services, serviceNamed(production, 'projections')];

  it('run two stateless replicas each', () => {
    for (const app of apps) assert.equal(app.replicas, 2, app.name);
  });

  it('connect to every node of the NATS cluster', () => {
    const nodes = natsServers(production).map((n) => n.name);
    for (const app of apps) assert.deepEqual(urlHosts(env(app, 'NATS_URL')).sort(), nodes.sort(), app.name);
  });

  it('write to the Postgres primary, and services read reports from its streaming replica', () => {
    const replica = only(
      production.services.filter((s) => s.environment.PRIMARY_HOST !== undefined),
      'replica (a service with PRIMARY_HOST)',
    );
    const primary = env(replica, 'PRIMARY_HOST');
    for (const db of [primary, replica.name]) {
      assert.equal(serviceNamed(production, db).image?.split(':')[0], 'postgres', db);
    }
    for (const app of apps) assert.deepEqual(urlHosts(env(app, 'DATABASE_URL')), [primary], app.name);
    assert.deepEqual(urlHosts(env(services, 'DATABASE_REPLICA_URL')), [replica.name]);
  });

  it('health-check services on /api/v1/health', () => {
    assert.equal(healthUrl(services)?.path, '/api/v1/health');
  });

  it('are reached by the proxy on the port services listens on', () => {
    const caddyfile = readFileSync(join(dockerDir, 'proxy', 'Caddyfile'), 'utf8');
    const port = env(services, 'PORT');
    assert.match(caddyfile, new RegExp(`dynamic a services ${port}\\b`));
  });
});

describe('the venue compose file', () => {
  const leaf = only(natsServers(venue), 'NATS server in the venue');
  const bridge = serviceNamed(venue, 'pod-bridge');

  it('runs its leaf node in JetStream domain "venue", apart from the cloud cluster’s domain', () => {
    const domain = (s: ComposeService) => natsSetting(natsBlock(natsConfigOf(s).text, 'jetstream') ?? '', 'domain');
    assert.equal(domain(leaf), 'venue');
    for (const node of natsServers(production)) assert.notEqual(domain(node), 'venue', node.name);
  });

  it('links the leaf node to the cloud through a leafnode remote with credentials', () => {
    const leafnodes = natsBlock(natsConfigOf(leaf).text, 'leafnodes') ?? '';
    assert.ok(natsBlock(leafnodes, 'remotes') === undefined, 'remotes is a list, not a block');
    assert.match(leafnodes, /remotes\s*[:=]?\s*\[/);
    assert.ok(natsValue(leaf, natsSetting(leafnodes, 'url')), 'the remote has no url');
    assert.ok(natsSetting(leafnodes, 'credentials'), 'the remote has no credentials');
  });

  it('connects pod-bridge to the leaf node with its own read-only credentials', () => {
    assert.deepEqual(urlHosts(env(bridge, 'NATS_URL')), [leaf.name]);
    assert.ok(env(bridge, 'POD_ID'));
    const creds = mountProviding(bridge, env(bridge, 'NATS_CREDS'));
    assert.equal(creds?.type, 'bind');
    assert.ok(creds?.readOnly, 'NATS_CREDS is writable');
  });

  it('lets pod-bridge reach the helper on the station through host.docker.internal', () => {
    assert.equal(new URL(env(bridge, 'HELPER_URL')).hostname, 'host.docker.internal');
    // Docker on Linux defines the name only through extra_hosts.
    assert.ok(bridge.extraHosts.includes('host.docker.internal:host-gateway'));
  });
});

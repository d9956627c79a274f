import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CallLog, type RecordedCall } from './call-log.ts';
import { CONTROL_PREFIX, handleControlRequest, type SimulatorFaults } from './control-routes.ts';
import { envelope, type HelperEffect } from './helper-reply.ts';
import { HELPER_PREFIX, handleHelperRequest } from './helper-routes.ts';
import { applyStationPatch, initialStationState, type StationPatch, type StationState } from './station-state.ts';

export type HelperSimulatorOptions = {
  /** 0 (the default) lets the kernel pick a free port. */
  port?: number;
  host?: string;
  /** Merged over the default station; without a `mac_address` the simulator makes up a random one. */
  initial?: StationPatch;
  faults?: Partial<SimulatorFaults>;
  /** How many helper calls to keep; older ones drop off. */
  callLogSize?: number;
  /** After a reboot call the helper is offline this long, as a real station would be. Default 0. */
  rebootDowntimeMs?: number;
  /** Told about reboots and resets, for logs. */
  onEffect?: (effect: HelperEffect, state: StationState) => void;
  /** The clock; tests may pin it. */
  now?: () => Date;
};

/** A running simulator. `url` is the helper base URL including /api/v1. */
export type HelperSimulator = {
  url: string;
  controlUrl: string;
  host: string;
  port: number;
  /** A copy of the station now. */
  state(): StationState;
  /** Merges a patch into the station, validated. @throws Error naming the invalid field */
  set(patch: StationPatch): StationState;
  calls(): RecordedCall[];
  /** Calls `listener` with each helper call as it is recorded; returns the unsubscribe. */
  onCall(listener: (call: RecordedCall) => void): () => void;
  clearCalls(): void;
  faults(): SimulatorFaults;
  setFaults(patch: Partial<SimulatorFaults>): SimulatorFaults;
  close(): Promise<void>;
};

const MAX_BODY_BYTES = 1024 * 1024;

// The kiosk page calls the helper from another origin (the product's), so the helper must allow it.
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
  'access-control-allow-headers': 'content-type, authorization',
  'access-control-allow-private-network': 'true',
};

class BodyError extends Error {}

function randomMac(): string {
  const bytes = randomBytes(6);
  // locally administered, unicast: never collides with a real vendor's address
  bytes[0] = ((bytes[0] ?? 0) & 0xfc) | 0x02;
  return [...bytes].map((b) => b.toString(16).padStart(2, '0').toUpperCase()).join(':');
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new BodyError('The body is larger than 1 MB');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return undefined;
  const type = req.headers['content-type'] ?? '';
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text);
  } catch {
    throw new BodyError('The body is not valid JSON');
  }
}

function send(res: ServerResponse, status: number, contentType: string, body: unknown): void {
  const payload =
    body instanceof Uint8Array ? body : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
  res.writeHead(status, { ...CORS_HEADERS, 'content-type': contentType, 'cache-control': 'no-store' });
  res.end(payload);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts a helper simulator: the station helper's HTTP API under /api/v1 with
 * in-memory station state, and a control surface (JSON and a page) under /control.
 * @example
 * const sim = await startHelperSimulator({ initial: { pod_id_key: 'POD-1' } });
 * await fetch(`${sim.url}/kiosk/check/pod_id`); // { success: true, data: { pod_id: 'POD-1' } }
 * await sim.close();
 */
export async function startHelperSimulator(opts: HelperSimulatorOptions = {}): Promise<HelperSimulator> {
  const now = opts.now ?? (() => new Date());
  const initial = initialStationState({ mac_address: randomMac(), ...opts.initial });
  let state = initial;
  let faults: SimulatorFaults = { offline: false, latency_ms: 0, swallow_errors: false, ...opts.faults };
  const log = new CallLog(opts.callLogSize);
  const listeners = new Set<(call: RecordedCall) => void>();
  let rebootTimer: NodeJS.Timeout | undefined;

  const applyEffect = (effect: HelperEffect) => {
    switch (effect.kind) {
      case 'reboot':
        if (opts.rebootDowntimeMs) {
          faults = { ...faults, offline: true };
          clearTimeout(rebootTimer);
          rebootTimer = setTimeout(() => {
            faults = { ...faults, offline: false };
          }, opts.rebootDowntimeMs);
        }
        break;
      case 'reset':
        break;
      default: {
        const unknown: never = effect;
        throw new Error(`unknown effect ${JSON.stringify(unknown)}`);
      }
    }
    opts.onEffect?.(effect, structuredClone(state));
  };

  const serveHelper = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const method = req.method ?? 'GET';
    const query = Object.fromEntries(url.searchParams);
    const record = (body: unknown, status: number) => {
      const call = { at: now().toISOString(), method, path: url.pathname, query, body, status };
      log.record(call);
      for (const listener of listeners) listener(call);
    };
    // A dead service, not an error reply: the caller sees its connection drop.
    const dropIfOffline = () => {
      if (!faults.offline) return false;
      record(undefined, 0);
      req.socket.destroy();
      return true;
    };
    if (dropIfOffline()) return;
    let body: unknown;
    try {
      body = await readBody(req);
    } catch (err) {
      if (!(err instanceof BodyError)) throw err;
      record(undefined, 400);
      return send(res, 400, 'application/json', envelope(false, err.message));
    }
    if (faults.latency_ms > 0) await sleep(faults.latency_ms);
    if (dropIfOffline()) return;
    const result = handleHelperRequest(state, { method, path: url.pathname, body, query }, now());
    state = result.state;
    for (const effect of result.effects ?? []) applyEffect(effect);
    record(body, result.status);
    const failed = result.contentType === 'application/json' && result.status >= 400;
    if (failed && faults.swallow_errors) return send(res, 200, 'application/json', envelope(true, 'ok'));
    send(res, result.status, result.contentType, result.body);
  };

  const serveControl = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    let body: unknown;
    try {
      body = await readBody(req);
    } catch (err) {
      if (!(err instanceof BodyError)) throw err;
      return send(res, 400, 'application/json', { error: err.message });
    }
    const ctx = { state, initial, faults, calls: log.all(), now: now() };
    const method = req.method ?? 'GET';
    const result = handleControlRequest(ctx, {
      method,
      path: url.pathname,
      body,
      query: Object.fromEntries(url.searchParams),
    });
    if (result.state) state = result.state;
    if (result.faults) faults = result.faults;
    if (result.clearCalls) log.clear();
    send(res, result.status, result.contentType, result.body);
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://simulator');
    const p = url.pathname;
    const serve =
      req.method === 'OPTIONS'
        ? async () => send(res, 204, 'text/plain', '')
        : p === HELPER_PREFIX || p.startsWith(`${HELPER_PREFIX}/`)
          ? () => serveHelper(req, res, url)
          : p === CONTROL_PREFIX || p.startsWith(`${CONTROL_PREFIX}/`)
            ? () => serveControl(req, res, url)
            : async () => send(res, 404, 'application/json', envelope(false, `Nothing at ${p}; try ${HELPER_PREFIX}`));
    serve().catch((err: unknown) => {
      if (!res.headersSent) send(res, 500, 'application/json', envelope(false, `Simulator error: ${String(err)}`));
      else res.destroy();
    });
  });

  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  return {
    url: `${origin}${HELPER_PREFIX}`,
    controlUrl: `${origin}${CONTROL_PREFIX}/`,
    host,
    port,
    state: () => structuredClone(state),
    set(patch) {
      state = applyStationPatch(state, patch);
      return structuredClone(state);
    },
    calls: () => structuredClone(log.all()),
    onCall(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clearCalls: () => log.clear(),
    faults: () => ({ ...faults }),
    setFaults(patch) {
      faults = { ...faults, ...patch };
      return { ...faults };
    },
    close() {
      clearTimeout(rebootTimer);
      return new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}

import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

/**
 * Keep-alive agents shared by the bridge's calls. A bridge polls its helper a few times a
 * second for as long as the station runs, so it reuses one connection instead of opening one
 * per poll; node:http costs a fraction of `fetch` per call in CPU and in memory.
 */
const agents = {
  http: new HttpAgent({ keepAlive: true, maxSockets: 8 }),
  https: new HttpsAgent({ keepAlive: true, maxSockets: 4 }),
};

export type HttpAnswer = { readonly status: number; readonly contentType: string; readonly body: Buffer };

/** Why a request got no answer: the connection failed, or the time ran out. */
export class HttpRequestError extends Error {
  readonly kind: 'unreachable' | 'timeout';
  constructor(kind: 'unreachable' | 'timeout', message: string, opts?: { cause?: unknown }) {
    super(message, opts);
    this.name = 'HttpRequestError';
    this.kind = kind;
  }
}

export type HttpRequestOptions = {
  readonly method: 'GET' | 'POST';
  /** Sent as JSON. */
  readonly json?: unknown;
  /** The whole exchange, connect to last byte. */
  readonly timeoutMs: number;
  readonly signal?: AbortSignal;
  /** Largest body read; a longer one is an error (a helper screenshot is well under this). */
  readonly maxBytes?: number;
};

/**
 * One HTTP(S) request with a deadline, reading the whole body.
 * @throws HttpRequestError when there is no complete answer.
 */
export function requestUrl(url: string, opts: HttpRequestOptions): Promise<HttpAnswer> {
  const target = new URL(url);
  const secure = target.protocol === 'https:';
  const payload = opts.json === undefined ? undefined : Buffer.from(JSON.stringify(opts.json));
  const maxBytes = opts.maxBytes ?? 16 * 1024 * 1024;
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (err: HttpRequestError | null, answer?: HttpAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
      if (err) {
        req.destroy();
        reject(err);
      } else if (answer) resolve(answer);
    };
    const onAbort = () => finish(new HttpRequestError('unreachable', 'the request was cancelled'));
    const timer = setTimeout(
      () => finish(new HttpRequestError('timeout', `no answer within ${opts.timeoutMs} ms`)),
      opts.timeoutMs,
    );
    const req = (secure ? httpsRequest : httpRequest)(
      target,
      {
        method: opts.method,
        agent: secure ? agents.https : agents.http,
        headers: payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : undefined,
      },
      (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) finish(new HttpRequestError('unreachable', `answer larger than ${maxBytes} bytes`));
          else chunks.push(chunk);
        });
        res.on('end', () =>
          finish(null, {
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', (err) => finish(new HttpRequestError('unreachable', err.message, { cause: err })));
      },
    );
    req.on('error', (err) => finish(new HttpRequestError('unreachable', err.message, { cause: err })));
    if (opts.signal?.aborted) return onAbort();
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    req.end(payload);
  });
}

import type { FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';
import type { LogFormat } from './request-log.ts';

/** `true`: our defaults; an object: pino options layered over them; `false`: silent. */
export type LoggerSetting = boolean | LoggerOptions;

/** A query parameter's name as the server reads it (`%74oken` is `token`); the raw text when it does not decode. */
function paramName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/**
 * The names of values that authenticate, or let someone act as a station or a phone: session
 * tokens, the kiosk page's session key, the pod key, the phone's remote ids, a station secret,
 * a backup's one-time download link.
 */
export const SECRET_FIELDS = [
  'token',
  'link',
  'session_id_key',
  'pod_id_key',
  'remote_id',
  'remote_id_key',
  'station_secret',
] as const;

const SECRET_PARAMS: ReadonlySet<string> = new Set(SECRET_FIELDS);

/**
 * Hides the values of `SECRET_FIELDS` in a URL's query string: kiosk calls and the WebSocket
 * carry them there. A name is matched as the query parser decodes it, so an escaped one
 * (`%74oken`) hides its value too.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const redacted = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      return eq !== -1 && SECRET_PARAMS.has(paramName(name)) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, q)}?${redacted.join('&')}`;
}

/** pino paths for `SECRET_FIELDS` in a logged object, a request body or headers. */
const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `body.${f}`, `req.body.${f}`, `query.${f}`, `req.query.${f}`]),
];

const serializers = {
  req(req: FastifyRequest) {
    return {
      method: req.method,
      url: redactUrl(req.url),
      host: req.host,
      remoteAddress: req.ip,
      remotePort: req.socket?.remotePort,
    };
  },
};

/** pino-pretty's options: a request is one line (`request refused GET /api/v1/x → 404 in 3 ms`). */
const PRETTY = {
  translateTime: 'HH:MM:ss.l',
  ignore: 'pid,hostname,request_id,req,res,responseTime',
  messageFormat:
    '{msg}{if req.method} {req.method} {req.url}{end}{if res.statusCode} → {res.statusCode}{end}{if responseTime} in {responseTime} ms{end}',
};

/**
 * pino options: through pino's pretty transport (pino-pretty) for the `pretty` format, JSON
 * lines for `json`, level from LOG_LEVEL. Secrets never reach the log: URLs are redacted,
 * headers are not logged, and `SECRET_FIELDS` in anything logged (a body, a query object) are
 * censored.
 */
export function loggerOptions(
  setting: LoggerSetting,
  format: LogFormat,
  env: NodeJS.ProcessEnv = process.env,
): LoggerOptions | false {
  if (setting === false) return false;
  const base: LoggerOptions = {
    level: env.LOG_LEVEL ?? 'info',
    serializers,
    redact: { paths: redactPaths, censor: '[redacted]' },
    ...(format === 'pretty' ? { transport: { target: 'pino-pretty', options: PRETTY } } : {}),
  };
  return setting === true ? base : { ...base, ...setting };
}

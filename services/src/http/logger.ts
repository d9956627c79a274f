import type { FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';

/** `true`: our defaults; an object: pino options layered over them; `false`: silent. */
export type LoggerSetting = boolean | LoggerOptions;

const SECRET_PARAMS = new Set(['token', 'session_id_key']);

/** A query parameter's name as the server reads it (`%74oken` is `token`); the raw text when it does not decode. */
function paramName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/**
 * Hides `token=` and `session_id_key=` values in a URL: the WebSocket and the screenshot
 * image carry the session token there, kiosk calls the kiosk page's session key. A name is
 * matched as the query parser decodes it, so an escaped one hides its value too.
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

/**
 * pino options: pretty when a person is watching (stdout is a TTY), JSON lines otherwise,
 * level from LOG_LEVEL. Tokens never reach the log: URLs are redacted and headers are not logged.
 */
export function loggerOptions(setting: LoggerSetting, env: NodeJS.ProcessEnv = process.env): LoggerOptions | false {
  if (setting === false) return false;
  const base: LoggerOptions = {
    level: env.LOG_LEVEL ?? 'info',
    serializers,
    redact: { paths: ['req.headers.authorization', 'token', '*.token'], censor: '[redacted]' },
    ...(process.stdout.isTTY
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' } } }
      : {}),
  };
  return setting === true ? base : { ...base, ...setting };
}

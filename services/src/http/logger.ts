import type { FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';

/** `true`: our defaults; an object: pino options layered over them; `false`: silent. */
export type LoggerSetting = boolean | LoggerOptions;

/**
 * Hides `token=` and `session_id_key=` values in a URL: kiosk calls and the WebSocket put
 * the session token, or the kiosk page's session key, there.
 */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|session_id_key)=)[^&#]*/gi, '$1[redacted]');
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

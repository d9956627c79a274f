// One SIP2 conversation with a client's ILS: connect (TCP or TLS), log in with the client's SIP
// account, do the work, close. The whole of it fits in the configured timeout, or it is down.
import { connectSip2, type Sip2Client, Sip2Error } from '@gamepod/sip2';
import type { Sip2SourceSettings } from './sip2-settings.ts';

/** The ILS could not be asked: unreachable, slow, dropping the line, answering garbage, refusing our SIP login. */
export class IlsDownError extends Error {
  constructor(detail: string, options?: { cause?: unknown }) {
    super(detail, options);
    this.name = 'IlsDownError';
  }
}

/** What went wrong, in words an operator can act on. */
export function downDetail(err: unknown, settings: Sip2SourceSettings): string {
  if (err instanceof IlsDownError) return err.message;
  if (err instanceof Sip2Error) {
    switch (err.code) {
      case 'timeout':
        return `the ILS did not answer within ${settings.timeout_ms} ms`;
      case 'connect':
        return `cannot reach the ILS: ${err.message}`;
      case 'closed':
        return err.message;
      case 'protocol':
        return `the ILS answered something that is not SIP2: ${err.message}`;
      case 'field':
        return `a SIP2 setting cannot be sent: ${err.message}`;
      default: {
        const never: never = err.code;
        return String(never);
      }
    }
  }
  return err instanceof Error ? err.message : String(err);
}

/**
 * Runs `work` on a fresh, logged-in connection and closes it after, whatever happens. Past
 * `timeout_ms` from the start it fails with IlsDownError and closes the connection.
 */
export async function withIlsConnection<T>(
  settings: Sip2SourceSettings,
  work: (client: Sip2Client, login: { readonly loggedIn: boolean }) => Promise<T>,
): Promise<T> {
  let client: Sip2Client | null = null;
  let expired = false;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      expired = true;
      client?.close();
      reject(new IlsDownError(`the ILS did not answer within ${settings.timeout_ms} ms`));
    }, settings.timeout_ms);
  });
  const talk = async () => {
    const opened = await connectSip2({
      host: settings.host,
      port: settings.port,
      timeoutMs: settings.timeout_ms,
      ...(settings.tls ? { tls: settings.tls_ca ? { ca: settings.tls_ca } : true } : {}),
    });
    client = opened;
    if (expired) opened.close();
    let loggedIn = false;
    if (settings.login_user !== '') {
      const login = await opened.login({
        loginUserId: settings.login_user,
        loginPassword: settings.login_password,
        ...(settings.location_code === '' ? {} : { locationCode: settings.location_code }),
      });
      if (!login.ok) {
        throw new IlsDownError('the ILS refused our SIP login (940): check the SIP user and password of this client');
      }
      loggedIn = true;
    }
    return work(opened, { loggedIn });
  };
  try {
    return await Promise.race([talk(), deadline]);
  } finally {
    clearTimeout(timer);
    (client as Sip2Client | null)?.close();
  }
}

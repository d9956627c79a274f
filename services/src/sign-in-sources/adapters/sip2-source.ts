// A client's library system (ILS) as its sign-in source, over SIP2: a card number and PIN are
// checked with one connection per sign-in (93 login, then 63 patron information), closed after.
// The source guard's breaker stops asking an ILS that keeps failing: while open, a sign-in is
// down at once.
import { transactionDate } from '@gamepod/sip2';
import { sip2PatronAnswer } from '../domain/sip2-patron-answer.ts';
import type { SignInSource, SourceAnswer } from '../domain/source-answer.ts';
import { guardedSource, SourceDown } from './guarded-source.ts';
import { downDetail, withIlsConnection } from './sip2-connection.ts';
import type { Sip2SourceSettings } from './sip2-settings.ts';

export type Sip2SourceOptions = {
  /** The clock (card expiry, transaction dates). */
  readonly now?: () => Date;
  readonly breaker?: {
    /** Sign-ins within the window before the breaker may open, when more than half of them were down (default 3). */
    readonly minimumSignIns?: number;
    /** How long an open breaker answers down before it lets one sign-in try again (default 30 s). */
    readonly resetMs?: number;
    /** The rolling window sign-ins are counted in (default 30 s): short, so a busy morning's successes do not hide an ILS that just died. */
    readonly windowMs?: number;
  };
};

/** A value SIP2 cannot carry: it would end the field or the message. */
const UNSENDABLE = /[|\r\n]/;
/** Longer than any card number or PIN: not worth the ILS's time. */
const MAX_FIELD = 255;

export function sip2Source(settings: Sip2SourceSettings, options: Sip2SourceOptions = {}): SignInSource {
  const now = options.now ?? (() => new Date());
  const resetMs = options.breaker?.resetMs ?? 30_000;

  // the connection keeps its own deadline (it closes the socket); the guard's is a second bound
  const guard = guardedSource({
    timeoutMs: settings.timeout_ms + 1_000,
    retryAfterMs: resetMs,
    minimumAsks: options.breaker?.minimumSignIns ?? 3,
    windowMs: options.breaker?.windowMs ?? 30_000,
  });

  const ask = (barcode: string, pin: string): Promise<SourceAnswer> =>
    withIlsConnection(settings, async (client) => {
      const info = await client.patronInformation({
        language: '000',
        transactionDate: transactionDate(now()),
        institutionId: settings.institution_id,
        patronIdentifier: barcode,
        terminalPassword: settings.terminal_password,
        patronPassword: pin,
      });
      const answer = sip2PatronAnswer(barcode, pin !== '', info, {
        pinRequired: settings.pin_required,
        maxFines: settings.max_fines,
        today: now().toISOString().slice(0, 10),
      });
      // A down answer fails the breaker's call: only downs count against the ILS, refusals are it working.
      if (answer.kind === 'down') throw new SourceDown(answer.detail);
      return answer;
    }).catch((err: unknown) => {
      throw err instanceof SourceDown ? err : new SourceDown(downDetail(err, settings));
    });

  return {
    async signIn(identifier, secret) {
      const barcode = identifier.trim();
      if (barcode === '' || barcode.length > MAX_FIELD || UNSENDABLE.test(barcode)) {
        return { kind: 'refused', reason: 'unknown_person', detail: 'that is not a card number' };
      }
      if (secret.length > MAX_FIELD || UNSENDABLE.test(secret))
        return { kind: 'refused', reason: 'bad_credentials', detail: 'that is not a PIN' };
      if (settings.pin_required && secret === '') {
        return { kind: 'refused', reason: 'bad_credentials', detail: 'a PIN is required' };
      }
      return guard.answer(() => ask(barcode, secret));
    },

    async testConnection() {
      try {
        return await withIlsConnection(settings, async (client, { loggedIn }) => {
          const acs = await client.scStatus({ statusCode: '0', maxPrintWidth: 80, protocolVersion: '2.00' });
          const library = acs.libraryName ? ` (${acs.libraryName})` : '';
          return {
            ok: acs.onlineStatus,
            detail:
              `${loggedIn ? `logged in as ${settings.login_user}` : 'connected without a SIP login'} at ${settings.host}:${settings.port}` +
              `${settings.tls ? ' over TLS' : ''}; the ILS is ${acs.onlineStatus ? 'online' : 'offline'}, ` +
              `SIP ${acs.protocolVersion.trim()}, institution ${acs.institutionId || '(none)'}${library}`,
          };
        });
      } catch (err) {
        return { ok: false, detail: downDetail(err, settings) };
      }
    },
  };
}

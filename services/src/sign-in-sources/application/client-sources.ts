import type { EventStore } from '@gamepod/event-store';
import { readSignInSettings } from '../../clients/application/client-sign-in-source.ts';
import type { SignInSourceSettings } from '../../clients/domain/sign-in-source-settings.ts';
import { openSecret } from '../../sso/adapters/sealed-secret.ts';
import type { SignInSource, SourceAnswer } from '../domain/source-answer.ts';
import { type OpenSourceSettings, sourceOfSettings } from './source-of-settings.ts';

/** A client's source as a sign-in uses it: which kind, the source object, and the client's outage policy. */
export type ClientSource = {
  readonly kind: 'ldap' | 'sip2';
  readonly source: SignInSource;
  readonly settings: SignInSourceSettings;
};

/** A client's source as this instance last found it: its last answer's kind, and when. */
export type SourceHealth = {
  readonly client_id: string;
  readonly kind: 'ldap' | 'sip2';
  readonly up: boolean;
  readonly last_answer: SourceAnswer['kind'];
  readonly at: string;
};

/**
 * One source object per client, kept while its settings stay the same: the object holds the
 * breaker's state, so a dead ILS stays known as dead from one sign-in to the next. A save that
 * changes the client's source settings makes a new one at the next sign-in. The settings are
 * read from the client's own stream each time (short, and every save is seen at once).
 */
export class ClientSources {
  readonly #store: Pick<EventStore, 'read'>;
  readonly #key: Buffer | null;
  readonly #build: (open: OpenSourceSettings) => SignInSource;
  readonly #kept = new Map<string, { readonly fingerprint: string; readonly source: SignInSource }>();
  readonly #last = new Map<string, SourceHealth>();

  constructor(opts: {
    readonly store: Pick<EventStore, 'read'>;
    /** The server's secret key the settings' secrets are sealed with. */
    readonly secretKey: Buffer | null;
    readonly build?: (open: OpenSourceSettings) => SignInSource;
  }) {
    this.#store = opts.store;
    this.#key = opts.secretKey;
    this.#build = opts.build ?? sourceOfSettings;
  }

  /**
   * The source `client_id` signs its people in with now; null when it uses passwords or SSO.
   *
   * @throws NotFoundError (404) for an unknown client; ConflictError (409) when the server's key
   * cannot open the stored secret.
   */
  async sourceOf(client_id: string): Promise<ClientSource | null> {
    const settings = await readSignInSettings({ store: this.#store }, client_id);
    const kind = settings.source;
    if (kind !== 'ldap' && kind !== 'sip2') return null;
    const sealed = kind === 'ldap' ? settings.ldap : settings.sip2;
    const fingerprint = `${kind} ${JSON.stringify(sealed)}`;
    const kept = this.#kept.get(client_id);
    if (kept?.fingerprint === fingerprint) return { kind, source: kept.source, settings };
    const source = this.#build(this.#opened(client_id, settings, kind));
    this.#kept.set(client_id, { fingerprint, source });
    return { kind, source, settings };
  }

  /** Notes a source's answer to a sign-in, for health. */
  noteAnswer(client_id: string, kind: 'ldap' | 'sip2', answer: SourceAnswer['kind'], at: Date): void {
    this.#last.set(client_id, { client_id, kind, up: answer !== 'down', last_answer: answer, at: at.toISOString() });
  }

  /** Each client's source as this instance last found it, since it started: up unless its last answer was down. */
  health(): SourceHealth[] {
    return [...this.#last.values()];
  }

  #opened(client_id: string, settings: SignInSourceSettings, kind: 'ldap' | 'sip2'): OpenSourceSettings {
    const open = (sealed: string) => openSecret(this.#key, client_id, sealed);
    if (kind === 'ldap') {
      const ldap = settings.ldap;
      if (ldap === null) throw new Error('an LDAP source without its settings');
      return {
        kind,
        settings: ldap.mode === 'bind_as_user' ? ldap : { ...ldap, service_password: open(ldap.service_password) },
      };
    }
    const sip2 = settings.sip2;
    if (sip2 === null) throw new Error('a SIP2 source without its settings');
    const login_password = sip2.login_password === '' ? '' : open(sip2.login_password);
    return { kind, settings: { ...sip2, login_password } };
  }
}

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

/** How this instance last heard from a source: a person's sign-in, or the source watch's check. */
export type SeenBy = 'sign_in' | 'check';

/**
 * A client's source as this instance last found it: the newest of its last answer to a sign-in
 * and its last check decides. A check answers `reachable` or `down`.
 */
export type SourceHealth = {
  readonly client_id: string;
  readonly kind: 'ldap' | 'sip2';
  readonly up: boolean;
  readonly last_answer: SourceAnswer['kind'] | 'reachable';
  readonly seen_by: SeenBy;
  readonly at: string;
};

type Seen = { readonly kind: 'ldap' | 'sip2'; readonly answer: SourceHealth['last_answer']; readonly at: Date };

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
  readonly #last = new Map<string, { sign_in?: Seen; check?: Seen }>();

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
    this.#last.set(client_id, { ...this.#last.get(client_id), sign_in: { kind, answer, at } });
  }

  /** Notes the source watch's check of a client's source, for health. */
  noteCheck(client_id: string, kind: 'ldap' | 'sip2', ok: boolean, at: Date): void {
    const answer = ok ? 'reachable' : 'down';
    this.#last.set(client_id, { ...this.#last.get(client_id), check: { kind, answer, at } });
  }

  /** Forgets what was seen of the sources of clients not in `client_ids`: they no longer use one. */
  keepOnly(client_ids: ReadonlySet<string>): void {
    for (const id of this.#last.keys()) if (!client_ids.has(id)) this.#last.delete(id);
  }

  /** Forgets what was seen of one client's source: it no longer uses one. */
  forget(client_id: string): void {
    this.#last.delete(client_id);
  }

  /**
   * Each client's source as this instance last found it, since it started, by a sign-in or a
   * check, the newer of the two: up unless that answer was down.
   */
  health(): SourceHealth[] {
    return [...this.#last].flatMap(([client_id, { sign_in, check }]) => {
      const newest = sign_in && (!check || sign_in.at >= check.at) ? sign_in : check;
      if (!newest) return [];
      const seen_by: SeenBy = newest === sign_in ? 'sign_in' : 'check';
      const { kind, answer, at } = newest;
      return [{ client_id, kind, up: answer !== 'down', last_answer: answer, seen_by, at: at.toISOString() }];
    });
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

// A client's LDAP directory (OpenLDAP, Active Directory…) as a sign-in source, on ldapts. Every
// sign-in opens its own connection (StartTLS or LDAPS as configured), binds, reads the entry and
// its groups, and closes: a directory holds no session of ours between sign-ins.
import { isIP } from 'node:net';
import type { ConnectionOptions } from 'node:tls';
import { Client, type Entry, Filter, InvalidCredentialsError } from 'ldapts';
import { bindRefusal, type DirectoryEntry, objectGuidText, personFromEntry } from '../domain/ldap-person.ts';
import type { LdapSourceSettings } from '../domain/ldap-settings.ts';
import type { SignInSource, SourceAnswer } from '../domain/source-answer.ts';
import { guardedSource, SourceDown } from './guarded-source.ts';
import { groupFilter, userBindName, userFilter } from './ldap-templates.ts';

/** A control character (NUL among them) is in no username: such input is refused before the directory sees it. */
const hasControl = (text: string) => [...text].some((ch) => ch < ' ' || ch === '\x7f');

/** Longer than any username a directory keeps (AD's sAMAccountName: 20, a UPN: 1024 at most). */
const MAX_IDENTIFIER = 256;

function directoryEntry(entry: Entry): DirectoryEntry {
  const values = new Map<string, string[]>();
  for (const [name, raw] of Object.entries(entry)) {
    if (name === 'dn') continue;
    const list = Array.isArray(raw) ? raw : [raw];
    const key = name.toLowerCase();
    values.set(
      key,
      list.map((v) =>
        Buffer.isBuffer(v)
          ? key === 'objectguid' && v.length === 16
            ? objectGuidText(v)
            : v.toString('utf8')
          : String(v),
      ),
    );
  }
  return { dn: entry.dn, values };
}

function tlsOptions(settings: LdapSourceSettings): ConnectionOptions & { ca?: string[]; rejectUnauthorized: boolean } {
  const host = new URL(settings.url).hostname.replace(/^\[|\]$/g, '');
  return {
    host,
    // SNI takes a name, never an address
    ...(isIP(host) ? {} : { servername: host }),
    ...(settings.ca_certificate ? { ca: [settings.ca_certificate] } : {}),
    rejectUnauthorized: settings.reject_unauthorized,
  };
}

/** What a failure means for the sign-in: a bind refused is the person's; anything else is the source's. */
function downFrom(err: unknown, doing: string): SourceDown {
  if (err instanceof SourceDown) return err;
  const message = err instanceof Error ? err.message : String(err);
  return new SourceDown(`${doing}: ${message}`);
}

/**
 * Opens one connection to the directory, upgraded with StartTLS when asked, and runs `work` on
 * it; the connection is closed however it ends.
 */
async function onConnection<T>(settings: LdapSourceSettings, work: (client: Client) => Promise<T>): Promise<T> {
  const tls = tlsOptions(settings);
  const client = new Client({
    url: settings.url,
    timeout: settings.timeout_ms,
    connectTimeout: settings.timeout_ms,
    // ldapts speaks TLS from the start whenever it is given TLS options: only for ldaps://
    ...(settings.url.startsWith('ldaps://') ? { tlsOptions: tls } : {}),
    strictDN: false,
  });
  // past the deadline the answer is already `down`: cut the connection so nothing goes on asking
  const cut = setTimeout(() => void client.unbind().catch(() => undefined), settings.timeout_ms);
  try {
    if (settings.start_tls && settings.url.startsWith('ldap://')) {
      await client.startTLS(tls).catch((err) => {
        throw downFrom(err, 'StartTLS failed');
      });
    }
    return await work(client);
  } finally {
    clearTimeout(cut);
    void client.unbind().catch(() => undefined);
  }
}

const attributesWanted = (settings: LdapSourceSettings): string[] => {
  const names = Object.values(settings.attributes).filter((a): a is string => a !== null);
  return names.length > 0 ? names : ['1.1'];
};

async function readEntry(client: Client, dn: string, settings: LdapSourceSettings): Promise<Entry | undefined> {
  const { searchEntries } = await client.search(dn, {
    scope: 'base',
    filter: '(objectClass=*)',
    attributes: attributesWanted(settings),
    explicitBufferAttributes: ['objectGUID'],
    sizeLimit: 1,
  });
  return searchEntries[0];
}

async function groupsOf(client: Client, entry: DirectoryEntry, settings: LdapSourceSettings): Promise<string[]> {
  const fromAttribute = settings.attributes.groups
    ? [...(entry.values.get(settings.attributes.groups.toLowerCase()) ?? [])]
    : [];
  if (!settings.group_search) return fromAttribute;
  const { searchEntries } = await client.search(settings.group_search.base_dn, {
    scope: 'sub',
    filter: groupFilter(settings.group_search.filter, entry.dn),
    attributes: ['1.1'],
    sizeLimit: 500,
  });
  return [...new Set([...fromAttribute, ...searchEntries.map((g) => g.dn)])];
}

/** Binds as `name` with `password`; a refusal is the person's answer, anything else the source's failure. */
async function bindAs(client: Client, name: string, password: string): Promise<SourceAnswer | undefined> {
  try {
    await client.bind(name, password);
    return undefined;
  } catch (err) {
    if (err instanceof InvalidCredentialsError) {
      const { reason, detail } = bindRefusal(err.message);
      return { kind: 'refused', reason, detail };
    }
    throw downFrom(err, 'the bind failed');
  }
}

async function accepted(client: Client, raw: Entry, settings: LdapSourceSettings): Promise<SourceAnswer> {
  const entry = directoryEntry(raw);
  const groups = await groupsOf(client, entry, settings).catch((err) => {
    throw downFrom(err, 'reading the groups failed');
  });
  const read = personFromEntry(entry, settings.attributes, groups, settings);
  return 'person' in read
    ? { kind: 'accepted', person: read.person }
    : { kind: 'refused', reason: read.refused, detail: read.detail };
}

async function serviceBind(client: Client, settings: LdapSourceSettings & { mode: 'search_then_bind' }) {
  try {
    await client.bind(settings.service_dn, settings.service_password);
  } catch (err) {
    throw downFrom(err, "the service account's bind was refused");
  }
}

async function signInOnce(settings: LdapSourceSettings, username: string, password: string): Promise<SourceAnswer> {
  return onConnection(settings, async (client) => {
    if (settings.mode === 'bind_as_user') {
      const name = userBindName(settings.user_dn_template, username);
      const refused = await bindAs(client, name, password);
      if (refused) return refused;
      // a UPN or DOMAIN\user binds but is no DN: the entry is then found by the bound identity
      const dn = settings.user_dn_template.includes('=')
        ? name
        : await boundEntryDn(client, settings.user_dn_template, username);
      const entry = await readEntry(client, dn, settings).catch((err) => {
        throw downFrom(err, 'reading the entry failed');
      });
      if (!entry) return { kind: 'refused', reason: 'unknown_person', detail: 'the entry cannot be read' };
      return accepted(client, entry, settings);
    }
    await serviceBind(client, settings);
    const { searchEntries } = await client
      .search(settings.search_base_dn, {
        scope: 'sub',
        filter: userFilter(settings.search_filter, username),
        attributes: attributesWanted(settings),
        explicitBufferAttributes: ['objectGUID'],
        sizeLimit: 2,
      })
      .catch((err) => {
        throw downFrom(err, 'the search failed');
      });
    const [entry, another] = searchEntries;
    if (!entry) return { kind: 'refused', reason: 'unknown_person', detail: 'no such user' };
    // never pick one of several: a filter matching two people is a filter set up wrong
    if (another) return { kind: 'refused', reason: 'unknown_person', detail: 'the filter matches more than one entry' };
    // the groups are read with the service account, before the connection becomes the person's
    const found = await accepted(client, entry, settings);
    const refused = await bindAs(client, entry.dn, password);
    return refused ?? found;
  });
}

/**
 * The DN of the entry a bind by another name (a UPN `ada@example.org`, `EXAMPLE\\ada`) is:
 * OpenLDAP says it in "Who am I?" (RFC 4532); Active Directory answers `u:EXAMPLE\\ada` there,
 * so the entry is then found by its userPrincipalName or sAMAccountName under the directory's
 * default naming context (which the bound person may read).
 */
async function boundEntryDn(client: Client, template: string, username: string): Promise<string> {
  const { value } = await client.exop('1.3.6.1.4.1.4203.1.11.3').catch((err) => {
    throw downFrom(err, 'asking who the bind is failed');
  });
  const authzId = value ?? '';
  if (authzId.startsWith('dn:')) return authzId.slice(3);
  const { searchEntries: roots } = await client
    .search('', { scope: 'base', filter: '(objectClass=*)', attributes: ['defaultNamingContext'] })
    .catch((err) => {
      throw downFrom(err, 'reading the root entry failed');
    });
  const base = roots[0]?.defaultNamingContext;
  if (typeof base !== 'string' || base === '')
    throw new SourceDown('the directory does not say which entry the bind is');
  const filter = template.includes('\\')
    ? userFilter('(sAMAccountName={username})', username)
    : userFilter(`(userPrincipalName=${Filter.escape(template)})`, username);
  const { searchEntries } = await client
    .search(base, { scope: 'sub', filter, attributes: ['1.1'], sizeLimit: 2 })
    .catch((err) => {
      throw downFrom(err, 'finding the entry failed');
    });
  if (searchEntries.length !== 1) throw new SourceDown('the directory does not say which entry the bind is');
  return (searchEntries[0] as Entry).dn;
}

async function testOnce(settings: LdapSourceSettings): Promise<{ ok: boolean; detail: string }> {
  const how = settings.url.startsWith('ldaps://')
    ? 'LDAPS'
    : settings.start_tls
      ? 'StartTLS'
      : 'plain LDAP (passwords in clear)';
  return onConnection(settings, async (client) => {
    if (settings.mode === 'bind_as_user') {
      // nobody to bind as without a person's password: the root entry shows the directory answers
      await client.search('', { scope: 'base', filter: '(objectClass=*)', attributes: ['1.1'] }).catch((err) => {
        throw downFrom(err, 'reading the root entry failed');
      });
      return { ok: true, detail: `connected over ${how}; people bind as ${settings.user_dn_template}` };
    }
    await serviceBind(client, settings);
    const { searchEntries } = await client
      .search(settings.search_base_dn, { scope: 'base', filter: '(objectClass=*)', attributes: ['1.1'] })
      .catch((err) => {
        throw downFrom(err, `reading ${settings.search_base_dn} failed`);
      });
    return {
      ok: searchEntries.length === 1,
      detail:
        searchEntries.length === 1
          ? `connected over ${how}, bound as ${settings.service_dn}, and read ${settings.search_base_dn}`
          : `bound as ${settings.service_dn}, but ${settings.search_base_dn} cannot be read`,
    };
  });
}

/**
 * A client's LDAP directory as a sign-in source: `bind_as_user` binds with the DN template,
 * `search_then_bind` finds the entry with a service account first. What the person typed is
 * escaped wherever it goes; an empty password is refused before the directory is asked (LDAP
 * takes a name with an empty password as an anonymous bind, which "succeeds").
 *
 * @example
 * const source = ldapSource({ mode: 'search_then_bind', url: 'ldaps://dc1.example.org', … });
 * const answer = await source.signIn('ada', 'her password');
 */
export function ldapSource(settings: LdapSourceSettings): SignInSource {
  const guarded = guardedSource({ timeoutMs: settings.timeout_ms, retryAfterMs: settings.retry_after_ms });
  return {
    async signIn(identifier, secret) {
      if (secret === '') return { kind: 'refused', reason: 'bad_credentials', detail: 'no password given' };
      if (identifier.trim() === '' || identifier.length > MAX_IDENTIFIER || hasControl(identifier)) {
        return { kind: 'refused', reason: 'unknown_person', detail: 'not a username' };
      }
      return guarded.answer(() => signInOnce(settings, identifier, secret));
    },
    async testConnection() {
      const answer = await guarded.test(() => testOnce(settings));
      return answer;
    },
  };
}

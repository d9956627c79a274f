// What a directory's entry says about a person, read with a client's attribute mapping, and
// what its group filters make of them. Pure: the adapter hands in the entry's values.
import type { RefusalReason, SourcePerson } from './source-answer.ts';

/** An entry as read: its DN and, by attribute name in lower case, its values as text. */
export type DirectoryEntry = {
  readonly dn: string;
  readonly values: ReadonlyMap<string, readonly string[]>;
};

export type AttributeMapping = {
  readonly external_id: string | null;
  readonly email: string | null;
  readonly name: string | null;
  readonly groups: string | null;
  readonly birth_date: string | null;
};

export type GroupRules = {
  readonly allow_groups: readonly string[];
  readonly staff_groups: readonly string[];
};

const first = (entry: DirectoryEntry, attribute: string | null): string | null => {
  if (!attribute) return null;
  const value = entry.values.get(attribute.toLowerCase())?.find((v) => v.trim() !== '');
  return value === undefined ? null : value.trim();
};

/** A DN compared as directories compare them here: case and the spaces around separators do not count. */
export function normalizeDn(dn: string): string {
  return dn
    .split(/(?<!\\),/)
    .map((rdn) =>
      rdn
        .split(/(?<!\\)=/)
        .map((part) => part.trim())
        .join('='),
    )
    .join(',')
    .toLowerCase();
}

/** The value of a DN's first RDN: `gamers` for `cn=gamers,ou=groups,dc=example,dc=org`. */
function commonName(dn: string): string {
  const rdn = dn.split(/(?<!\\),/)[0] ?? '';
  const at = rdn.search(/(?<!\\)=/);
  return (at < 0 ? rdn : rdn.slice(at + 1)).trim().toLowerCase();
}

/**
 * Whether a group the person is in is one a rule names: a rule with `=` is a DN and matches
 * that DN only; a rule without is a common name and matches any group whose first RDN has it.
 */
export function inGroup(groups: readonly string[], rule: string): boolean {
  const wanted = rule.trim().toLowerCase();
  if (rule.includes('=')) return groups.some((g) => normalizeDn(g) === normalizeDn(rule));
  return groups.some((g) => commonName(g) === wanted);
}

/** Active Directory's objectGUID (16 bytes) as a GUID is written: its first three parts little-endian. */
export function objectGuidText(bytes: Uint8Array): string {
  const hex = (from: number, to: number, reverse: boolean) => {
    const part = [...bytes.subarray(from, to)];
    return (reverse ? part.reverse() : part).map((b) => b.toString(16).padStart(2, '0')).join('');
  };
  return [hex(0, 4, true), hex(4, 6, true), hex(6, 8, true), hex(8, 10, false), hex(10, 16, false)].join('-');
}

/**
 * A date of birth as directories keep it: `YYYY-MM-DD`, `YYYYMMDD` (SCHAC's
 * `schacDateOfBirth`) or a GeneralizedTime (`19900131000000Z`). Null for anything else or a
 * day that does not exist.
 */
export function birthDateOf(value: string | null): string | null {
  if (!value) return null;
  const m = /^(\d{4})-?(\d{2})-?(\d{2})(?:\d{2}(?:\d{2}(?:\d{2})?)?(?:[.,]\d+)?(?:Z|[+-]\d{2,4})?)?$/.exec(
    value.trim(),
  );
  if (!m) return null;
  const [, y, mo, d] = m as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(mo) - 1 || date.getUTCDate() !== Number(d))
    return null;
  return `${y}-${mo}-${d}`;
}

/**
 * The person an entry describes, or the refusal its groups make: with `allow_groups`, only a
 * member of one of them may sign in; a member of one of `staff_groups` is staff.
 */
export function personFromEntry(
  entry: DirectoryEntry,
  mapping: AttributeMapping,
  groups: readonly string[],
  rules: GroupRules,
): { readonly person: SourcePerson } | { readonly refused: RefusalReason; readonly detail: string } {
  if (rules.allow_groups.length > 0 && !rules.allow_groups.some((rule) => inGroup(groups, rule))) {
    return { refused: 'not_allowed', detail: 'not a member of a group allowed to sign in' };
  }
  const external_id = mapping.external_id ? first(entry, mapping.external_id) : entry.dn;
  if (!external_id) {
    // without its id a person could not be found again: a directory set up wrong, not this person's fault
    return { refused: 'unknown_person', detail: `the entry has no ${mapping.external_id} to know it by` };
  }
  return {
    person: {
      external_id,
      email: first(entry, mapping.email),
      name: first(entry, mapping.name),
      groups,
      birth_date: birthDateOf(first(entry, mapping.birth_date)),
      staff: rules.staff_groups.some((rule) => inGroup(groups, rule)),
    },
  };
}

/**
 * Active Directory says why a bind was refused in its diagnostic message (`… data 775, …`):
 * a locked or disabled account, an expired password. Other directories answer "invalid
 * credentials" alone, which is a wrong password or an unknown name.
 */
export function bindRefusal(diagnostic: string): { readonly reason: RefusalReason; readonly detail: string } {
  const code = /\bdata ([0-9a-f]{3,4})\b/i.exec(diagnostic)?.[1]?.toLowerCase();
  switch (code) {
    case '525':
      return { reason: 'unknown_person', detail: 'no such user' };
    case '530':
    case '531':
      return { reason: 'not_allowed', detail: 'not allowed to sign in at this time or from here' };
    case '532':
      return { reason: 'expired', detail: 'the password has expired' };
    case '533':
      return { reason: 'blocked', detail: 'the account is disabled' };
    case '701':
      return { reason: 'expired', detail: 'the account has expired' };
    case '773':
      return { reason: 'expired', detail: 'the password must be changed first' };
    case '775':
      return { reason: 'blocked', detail: 'the account is locked' };
    default:
      return { reason: 'bad_credentials', detail: 'wrong username or password' };
  }
}

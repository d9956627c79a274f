// What a person typed, put into a client's templates so that it stays a value: escaped for a
// DN (RFC 4514) or for a filter (RFC 4515, ldapts' `Filter.escape`). A name such as
// `*)(uid=*` or `admin,ou=staff` can then neither widen a filter nor point at another entry.
import { Filter } from 'ldapts';

/** Escapes a DN attribute value (RFC 4514): specials with a backslash, control characters as `\XX`. */
export function escapeDnValue(value: string): string {
  const chars = [...value];
  return chars
    .map((ch, i) => {
      const code = ch.codePointAt(0) ?? 0;
      if (code < 0x20 || code === 0x7f) return `\\${code.toString(16).padStart(2, '0')}`;
      if ('"+,;<>\\='.includes(ch)) return `\\${ch}`;
      // a leading space or '#', and a trailing space, would be read as syntax, not as the value
      if ((i === 0 && (ch === ' ' || ch === '#')) || (i === chars.length - 1 && ch === ' ')) return `\\${ch}`;
      return ch;
    })
    .join('');
}

// a function as the replacement, so that `$&` and friends in the value are not patterns
const fill = (template: string, placeholder: string, value: string) => template.replaceAll(placeholder, () => value);

/** The DN (or, for Active Directory, the `user@domain` / `DOMAIN\user` name) to bind as. */
export function userBindName(template: string, username: string): string {
  return fill(template, '{username}', escapeDnValue(username));
}

/** The filter that finds the person's entry. */
export function userFilter(template: string, username: string): string {
  return fill(template, '{username}', Filter.escape(username));
}

/** The filter that finds the groups of the entry `dn`. */
export function groupFilter(template: string, dn: string): string {
  return fill(template, '{dn}', Filter.escape(dn));
}

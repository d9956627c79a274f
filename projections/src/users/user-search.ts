// The users list searches one text made of the three fields the screen searches, lowercased
// (emails and user names are stored lowercased already). Its trigram index and the query
// must spell the expression identically, or Postgres will not use the index; the line
// break between fields keeps a term from matching across two of them.

/** SQL: the searchable text of a `users` row. */
export const USER_SEARCH_TEXT = '(email || chr(10) || user_name || chr(10) || lower(name))';

/** SQL: the sort key of the name column (case-insensitive, so 'adam' sits beside 'Adam'). */
export const USER_NAME_SORT = 'lower(name)';

/** A LIKE pattern that finds `term` anywhere, its own `%`, `_` and `\` taken literally. */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

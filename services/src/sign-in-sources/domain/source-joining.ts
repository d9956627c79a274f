import Type from 'typebox';
import { Compile } from 'typebox/compile';
import { FACILITATOR, PLAYER } from '../../domain/roles.ts';
import type { SourcePerson } from './source-answer.ts';

/** What a first sign-in through a source makes the account from (UserJoinedThroughSource's data). */
export type SourceJoining = {
  readonly role: 1 | 2;
  readonly client_id: string;
  readonly email: string | null;
  readonly user_name: string;
  readonly first_name: string | null;
  readonly last_name: string | null;
  readonly birth_date: string | null;
  readonly source: 'ldap' | 'sip2';
};

/** A name as the account keeps one: trimmed, at most 100 characters, null when blank. */
const nameOf = (name: string | null): string | null => {
  const trimmed = (name ?? '').trim().slice(0, 100).trim();
  return trimmed === '' ? null : trimmed;
};

/** A date the source gave, when it is a real YYYY-MM-DD day; else null. */
export function birthDateOf(date: string | null): string | null {
  if (date === null || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date ? null : date;
}

/**
 * The account a person the source vouched for gets at their first sign-in. The directory's
 * staff make a facilitator (role 2: plays, and is trusted at the station), never an admin: an
 * admin role is given by an admin in the console, not by a group in a system we do not run.
 * The source's full name is the first name (a library system gives one name, in its own order).
 * `email` is the one claimed for the account (null: none, or already another account's).
 */
export function sourceJoining(
  client_id: string,
  source: 'ldap' | 'sip2',
  typed: string,
  person: SourcePerson,
  email: string | null,
): SourceJoining {
  return {
    role: person.staff ? FACILITATOR : PLAYER,
    client_id,
    email,
    user_name: typed.trim().slice(0, 256),
    first_name: nameOf(person.name),
    last_name: null,
    birth_date: birthDateOf(person.birth_date),
    source,
  };
}

/**
 * What a later sign-in through the source says of the person, as the account would keep it:
 * the full name and the birth date, null where the source gave none (the account keeps its own).
 */
export function sourceDetails(person: SourcePerson): { first_name: string | null; birth_date: string | null } {
  return { first_name: nameOf(person.name), birth_date: birthDateOf(person.birth_date) };
}

const isEmail = Compile(Type.String({ format: 'email', maxLength: 254 }));

/** The email the source gave, lowercased, when it looks like one an account may hold; else null. */
export function sourceEmail(person: SourcePerson): string | null {
  const email = (person.email ?? '').trim().toLowerCase();
  return isEmail.Check(email) ? email : null;
}

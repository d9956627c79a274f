import { UUID_PATTERN } from '@gamepod/events';
import Type, { type TSchema } from 'typebox';
import { Name } from '../../../schemas/name.ts';

/** The spec's 1/0 switches; events store real booleans. */
export const Flag = Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1 = on, 0 = off' });
export type Flag = 0 | 1;
export const flag = (on: boolean): Flag => (on ? 1 : 0);

export const Nullable = <S extends TSchema>(s: S) => Type.Union([s, Type.Null()]);

/** A client, lab, nav, override or allowed-IP id (UUIDv7). */
export const FleetId = (description: string) => Type.String({ pattern: UUID_PATTERN, description });

/** Text a form must fill in (blank after trimming is refused by the form readers too). */
export const RequiredText = (maxLength: number, description?: string) =>
  Type.String({ minLength: 1, maxLength, ...(description ? { description } : {}) });

/** Text a form may leave out, send empty, or send as null: all three mean "none". */
export const OptionalText = (maxLength: number, description?: string) =>
  Type.Optional(Nullable(Type.String({ maxLength, ...(description ? { description } : {}) })));

/** A name a form must fill in. */
export const RequiredName = (maxLength: number, description?: string) =>
  Name(maxLength, { minLength: 1, ...(description ? { description } : {}) });

/** A name a form may leave out, send empty, or send as null. */
export const OptionalName = (maxLength: number, description?: string) =>
  Type.Optional(Nullable(Name(maxLength, description ? { description } : {})));

/** Spread into a body or query schema: the session token, for callers that cannot send the header. */
export { WithToken } from '../../../schemas/token.ts';

/** A body or query schema that refuses fields it does not know, so a misspelt field is a 400, not a silent no-op. */
export const Strict = <P extends Record<string, TSchema>>(properties: P, description?: string) =>
  Type.Object(properties, { additionalProperties: false, ...(description ? { description } : {}) });

import Type, { type Static, type TSchema } from 'typebox';
import { MAX_PASSWORD_LENGTH, MAX_TOKEN_LENGTH } from '../catalogues/form-limits.ts';
import { POD_ID_KEY_PATTERN, TOKEN_ID_PATTERN, UUID_PATTERN } from '../catalogues/id-patterns.ts';
import { LOG_SEQUENCE_PATTERN } from './log-sequence.ts';

// The fields many calls share. Formats other than JSON Schema's own ('name', 'https-url')
// are checked by the services' validator.

/** The API's booleans: 1 or 0, in and out (events store real booleans). */
export const Flag = Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1 = on, 0 = off' });
export type Flag = 0 | 1;

/** A form's 1/0 switch, as JSON (a number) or as a multipart field (text). */
export const Flag01 = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal('0'), Type.Literal('1')]);

export const Nullable = <S extends TSchema>(s: S) => Type.Union([s, Type.Null()]);

/** An aggregate id: our ids are UUIDv7s; anything that is a literal subject token is accepted. */
export const Id = Type.String({ pattern: TOKEN_ID_PATTERN, description: 'UUIDv7' });

/** A client, lab, nav, user, override or allowed-IP id (a UUID). */
export const UuidId = (description: string) => Type.String({ pattern: UUID_PATTERN, description });

/** A log sequence as a header carries it (`x-gp-read-after`, `x-gp-log-seq`). */
export const LogSequence = Type.String({ pattern: LOG_SEQUENCE_PATTERN, description: 'a log sequence, e.g. 1042' });

export const PodIdKey = Type.String({ pattern: POD_ID_KEY_PATTERN, description: 'GP-XXXX-XXXX-XXXX' });

/**
 * A name the API takes (a person's, a client's, a lab's, an API key's): one line of text
 * without bidi controls or zero-width characters, which would make it read as something
 * it is not. The services' validator knows the `name` format; a 400 names the field.
 *
 * @example first_name: Name(100, { minLength: 1 })
 */
export const Name = (maxLength: number, options: { minLength?: number; description?: string } = {}) =>
  Type.String({ maxLength, format: 'name', ...options });

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

/** A body or query schema that refuses fields it does not know, so a misspelt field is a 400, not a silent no-op. */
export const Strict = <P extends Record<string, TSchema>>(properties: P, description?: string) =>
  Type.Object(properties, { additionalProperties: false, ...(description ? { description } : {}) });

export const Email = Type.String({ format: 'email', maxLength: 254 });
export const Password = Type.String({ maxLength: MAX_PASSWORD_LENGTH });

/**
 * The session token, for calls that carry it in the body as the kiosk's calls do.
 * `Authorization: Bearer` is preferred. In a query string it authenticates only on the
 * WebSocket and the screenshot image; anywhere else a `?token=` is ignored, so the call
 * answers 401 without the header.
 */
export const TokenField = Type.String({
  minLength: 1,
  maxLength: MAX_TOKEN_LENGTH,
  description:
    'session token (Bearer header preferred); in a query string only the WebSocket and the screenshot image read it',
});

/** Spread into a body or querystring object schema: `Type.Object({ ...WithToken, pod_id: … })`. */
export const WithToken = { token: Type.Optional(TokenField) };

/** The `session_id_key` field of a kiosk call's body or query. */
export const SessionIdKeyField = Type.String({
  minLength: 1,
  maxLength: MAX_TOKEN_LENGTH,
  description: 'the kiosk session key from /kiosk/validate/pod_id_key',
});

/** The kiosk's session id, which some kiosk calls send; accepted and not needed. */
export const SessionIdField = Type.Union([Type.String({ maxLength: 256 }), Type.Integer()]);

/**
 * The keys a kiosk call carries: the page's session_id_key, and the player's session and
 * token when one is signed in.
 */
export const KioskKeys = {
  session_id_key: SessionIdKeyField,
  session_id: Type.Optional(SessionIdField),
  ...WithToken,
};

/** A client's theme colours: the pod session's `theme`, a user session's `styles`. */
export const ThemeColours = Type.Object({
  primary_color: Type.String(),
  accent_color: Type.String(),
  gradiant_color: Type.String(),
  hover_color: Type.String(),
});
export type ThemeColours = Static<typeof ThemeColours>;

/** An option of a select: `value` is its label. */
export const Option = Type.Object({ id: Type.String(), value: Type.String({ description: 'the name' }) });
export type Option = Static<typeof Option>;

/**
 * A file part of a multipart body, as the services' multipart reader leaves it in the body
 * (its bytes are the server's to read; a JSON body cannot send one).
 */
export const UploadedFile = (description: string) =>
  Type.Object(
    { filename: Type.String(), mimetype: Type.String(), truncated: Type.Boolean(), bytes: Type.Unknown() },
    { description },
  );

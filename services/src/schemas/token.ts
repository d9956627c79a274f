import Type from 'typebox';

/**
 * The session token, for calls that carry it in the body or query string as the spec's
 * kiosk calls do. `Authorization: Bearer` is preferred; add this to schemas that must accept it.
 */
export const TokenField = Type.String({
  minLength: 1,
  maxLength: 256,
  description: 'session token (Bearer header preferred)',
});

/** Spread into a body or querystring object schema: `Type.Object({ ...WithToken, pod_id: … })`. */
export const WithToken = { token: Type.Optional(TokenField) };

import Type from 'typebox';

/**
 * The session token, for calls that carry it in the body as the spec's kiosk calls do.
 * `Authorization: Bearer` is preferred. In a query string it authenticates only on routes
 * marked `config: { tokenInQuery: true }` (the WebSocket and the screenshot image); anywhere
 * else a `?token=` is ignored, so the call answers 401 without the header.
 */
export const TokenField = Type.String({
  minLength: 1,
  maxLength: 256,
  description:
    'session token (Bearer header preferred); in a query string only the WebSocket and the screenshot image read it',
});

/** Spread into a body or querystring object schema: `Type.Object({ ...WithToken, pod_id: … })`. */
export const WithToken = { token: Type.Optional(TokenField) };

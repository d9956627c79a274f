import Type, { type Static } from 'typebox';
import { Nullable, Strict, WithToken } from '../fields.ts';
import { post } from '../route.ts';
import { RemoteId } from '../user/login.ts';

/** What the phone shows: the pod's name, the venue's logo, and what its login form asks for. */
export const RemoteSession = Type.Object({
  nav_name: Nullable(Type.String()),
  logo: Nullable(Type.String()),
  sign_in_source: Type.Union(
    [Type.Literal('password'), Type.Literal('sso'), Type.Literal('ldap'), Type.Literal('sip2')],
    {
      description: 'a card number and PIN for sip2, a username and password for ldap, an email and password otherwise',
    },
  ),
});
export type RemoteSession = Static<typeof RemoteSession>;

/** A phone scanned a pod's QR code: the pod starts its countdown. */
export const kioskValidateRemote = post('/kiosk/validate/remote', {
  body: Strict({
    remote_id: RemoteId,
    mode: Type.Optional(Type.Union([Type.Literal('register'), Type.Literal('forgot')])),
    ...WithToken,
  }),
  data: RemoteSession,
});

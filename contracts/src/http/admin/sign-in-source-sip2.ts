// A client's SIP2 sign-in source: how to reach its library system (ILS) and sign in to its
// SIP service, and the limits a patron must be within to play.
import Type, { type Static, type TSchema } from 'typebox';
import { Nullable, Strict } from '../fields.ts';
import { SealedSecret } from './sealed-secret.ts';

/** A SIP2 field value: a "|" or a line end would forge another field, so neither is allowed. */
const SipText = (maxLength: number, description: string) =>
  Type.String({ maxLength, pattern: '^[^|\\r\\n]*$', description });

const sip2SettingsWith = <S extends TSchema>(login_password: S) =>
  Strict({
    host: Type.String({
      minLength: 1,
      maxLength: 253,
      pattern: '^[A-Za-z0-9.:-]+$',
      description: "the ILS's SIP server: a host name or an IP address",
    }),
    port: Type.Integer({
      minimum: 1,
      maximum: 65535,
      description: 'its SIP port (Koha 6001, Evergreen 6001, Sierra 6001 or as set)',
    }),
    tls: Type.Boolean({ description: 'TLS to the SIP port (when the ILS, or a proxy in front of it, offers it)' }),
    tls_ca: Nullable(
      Type.String({
        maxLength: 20_000,
        description:
          "PEM of the authority (or self-signed certificate) the ILS's certificate is checked against besides the system's",
      }),
    ),
    institution_id: SipText(64, 'AO: the institution id the ILS knows this SIP account by'),
    location_code: SipText(64, 'CP: the location code sent at login; empty sends none'),
    login_user: SipText(64, 'CN: the SIP login (93); empty skips the login for ILSs that need none'),
    login_password,
    terminal_password: SipText(128, 'AC: the terminal password patron requests carry; often empty'),
    timeout_ms: Type.Integer({
      minimum: 500,
      maximum: 30_000,
      default: 5000,
      description: 'how long one sign-in may wait for the ILS, in all',
    }),
    max_fines: Nullable(
      Type.Number({
        minimum: 0,
        description: 'a patron owing more than this (BV) is refused; null never refuses for fines',
      }),
    ),
    pin_required: Type.Boolean({
      default: true,
      description: 'the ILS must confirm the PIN (CQ "Y"); off only for ILSs that check PINs some other way',
    }),
  });

const LoginPassword = SipText(128, 'CO: the SIP login password');
export const Sip2Settings = sip2SettingsWith(LoginPassword);
export type Sip2Settings = Static<typeof Sip2Settings>;

/** The settings as the log keeps them: the SIP login password sealed ("" when there is none), never in clear. */
export const Sip2SealedSettings = sip2SettingsWith(Type.Union([SealedSecret, Type.Literal('')]));
export type Sip2SealedSettings = Static<typeof Sip2SealedSettings>;

/** The settings as the console's form posts them: a login password left out keeps the stored one. */
export const Sip2FormSettings = sip2SettingsWith(Type.Optional(LoginPassword));
export type Sip2FormSettings = Static<typeof Sip2FormSettings>;

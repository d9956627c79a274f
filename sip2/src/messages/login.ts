// 93 Login and 94 Login Response: the self-check unit signs in to the ILS's SIP service.
import { Sip2Error } from '../errors.ts';
import { encodeBody, field, type RawMessage } from '../message.ts';

export type LoginRequest = {
  readonly loginUserId: string;
  readonly loginPassword: string;
  readonly locationCode?: string;
  /** "0" is plain text, the only algorithm ILSs implement. */
  readonly uidAlgorithm?: string;
  readonly pwdAlgorithm?: string;
};
export type LoginResponse = { readonly ok: boolean };

export function encodeLoginRequest(r: LoginRequest): string {
  return encodeBody({
    code: '93',
    fixed: (r.uidAlgorithm ?? '0') + (r.pwdAlgorithm ?? '0'),
    fields: [
      ['CN', r.loginUserId],
      ['CO', r.loginPassword],
      ...(r.locationCode === undefined ? [] : ([['CP', r.locationCode]] as const)),
    ],
  });
}

export function decodeLoginRequest(m: RawMessage): LoginRequest {
  const location = field(m, 'CP');
  return {
    uidAlgorithm: m.fixed[0] ?? '0',
    pwdAlgorithm: m.fixed[1] ?? '0',
    loginUserId: field(m, 'CN') ?? '',
    loginPassword: field(m, 'CO') ?? '',
    ...(location === null ? {} : { locationCode: location }),
  };
}

export function encodeLoginResponse(r: LoginResponse): string {
  return encodeBody({ code: '94', fixed: r.ok ? '1' : '0', fields: [] });
}

export function decodeLoginResponse(m: RawMessage): LoginResponse {
  if (m.fixed !== '0' && m.fixed !== '1') throw new Sip2Error('protocol', `login answer ${JSON.stringify(m.fixed)}`);
  return { ok: m.fixed === '1' };
}

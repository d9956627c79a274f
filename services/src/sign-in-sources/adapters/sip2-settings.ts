/**
 * A client's SIP2 source settings as the adapter reads them: the shape of the `Sip2Settings`
 * contract (contracts/src/http/admin/sign-in-source-sip2.ts) with its defaults filled in.
 */
export type Sip2SourceSettings = {
  readonly host: string;
  readonly port: number;
  readonly tls: boolean;
  readonly tls_ca: string | null;
  readonly institution_id: string;
  readonly location_code: string;
  readonly login_user: string;
  readonly login_password: string;
  readonly terminal_password: string;
  readonly timeout_ms: number;
  readonly max_fines: number | null;
  readonly pin_required: boolean;
};

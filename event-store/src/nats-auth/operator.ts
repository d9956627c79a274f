import type { KeyPair } from '@nats-io/nkeys';
import { encodeNatsJwt, type NatsSection } from './jwt.ts';

/** The `nats` section of an operator JWT (nats-io/jwt v2 `Operator`). */
export type OperatorSection = NatsSection & {
  type: 'operator';
  /** The account nats-server uses for its own traffic ($SYS): monitoring, account updates. */
  system_account?: string;
  /** Extra operator keys allowed to sign account JWTs, so the identity key can stay offline. */
  signing_keys?: string[];
};

export type OperatorJwtOptions = {
  name: string;
  systemAccount?: string;
  signingKeys?: string[];
};

/** The operator JWT is self-signed: it is the root of trust the server is configured with. */
export function operatorJwt(operator: KeyPair, opts: OperatorJwtOptions): string {
  const nats: OperatorSection = { type: 'operator', version: 2 };
  if (opts.systemAccount) nats.system_account = opts.systemAccount;
  if (opts.signingKeys?.length) nats.signing_keys = opts.signingKeys;
  return encodeNatsJwt({ sub: operator.getPublicKey(), name: opts.name, nats }, operator);
}

import { OIDC_STANDARD_CLAIMS, SSO_ATTRIBUTE_NAMES, type SsoAttributeNames } from '@gamepod/contracts/http';
import type { ClientSsoSettingsSaved, EventData } from '@gamepod/events';

/** The attribute (SAML) or claim (OIDC) names tried, in order, for the email and each name (contracts: the presets). */
export type AttributeNames = SsoAttributeNames;

type Mapping = Pick<
  EventData<typeof ClientSsoSettingsSaved>,
  'attribute_preset' | 'attribute_email' | 'attribute_first_name' | 'attribute_last_name'
>;

/**
 * The names a client's answers are read with: its preset's (for OpenID Connect, the standard
 * claims), each replaced by the client's own override when it set one.
 */
export function attributeNamesOf(protocol: 'saml' | 'oidc', m: Mapping): AttributeNames {
  const base = protocol === 'oidc' ? OIDC_STANDARD_CLAIMS : SSO_ATTRIBUTE_NAMES[m.attribute_preset];
  const one = (override: string | null, names: readonly string[]) => (override ? [override] : names);
  return {
    email: one(m.attribute_email, base.email),
    first_name: one(m.attribute_first_name, base.first_name),
    last_name: one(m.attribute_last_name, base.last_name),
  };
}

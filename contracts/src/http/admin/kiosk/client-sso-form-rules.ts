// The SSO form's required fields: active always; with SSO on, SAML needs the IdP's entity,
// login, logout and certificates (unless its metadata is imported on the same save, which
// fills them), and OpenID Connect its issuer (entity) and client id. A refusal says
// `<field>: is required`.
import type { Static } from 'typebox';
import { type FormBody, formRules, isBlank } from '../../form-rules.ts';
import type { adminKioskClientSaveSsoMetadata } from './clients.ts';

type SsoBody = FormBody<keyof Static<typeof adminKioskClientSaveSsoMetadata.body> & string>;

// a form's switch may arrive as 1 or '1'
const on = (b: SsoBody) => Number(b.active) === 1;
const oidc = (b: SsoBody) => b.protocol === 'oidc';
const imports = (b: SsoBody) => !isBlank(b.metadata_xml) || !isBlank(b.metadata_url);
const samlByHand = (b: SsoBody) => on(b) && !oidc(b) && !imports(b);

/** Client Details → SSO Settings. */
export const SSO_FORM_RULES = formRules<Static<typeof adminKioskClientSaveSsoMetadata.body>>()({
  msg_key: 'generic-required-message',
  fields: [
    { field: 'active' },
    { field: 'entity', when: (b) => on(b) && (oidc(b) || !imports(b)) },
    { field: 'login', when: samlByHand },
    { field: 'logout', when: samlByHand },
    { field: 'certs', when: samlByHand },
    { field: 'oidc_client_id', when: (b) => on(b) && oidc(b) },
  ],
});

import type { ImportedSsoMetadata } from '@gamepod/contracts/http';
import { ValidationError } from '@gamepod/events';
import type { SsoChanges } from '../../clients/domain/client-decider.ts';
import type { SsoForm } from '../../clients/domain/client-form.ts';
import { ssoChangesFromForm } from '../../clients/domain/client-form.ts';
import { checkCertificates } from '../adapters/idp-certificates.ts';
import { readIdpMetadata } from '../adapters/idp-metadata.ts';
import { fetchIdpMetadata } from '../adapters/metadata-fetch.ts';
import { sealSecret, secretKeyFrom } from '../adapters/sealed-secret.ts';
import type { SsoOptions } from './sso-deps.ts';

/** How the SSO settings are checked where the defaults do not fit (tests: loopback IdPs over http). */
export type SsoSettingsOptions = Pick<SsoOptions, 'allowHttpProviders' | 'allowLoopbackMetadata' | 'secretKey'>;

const HTTPS = /^https:\/\//i;

/** An IdP address from its metadata: https, as the form's own fields must be (http only where tests allow it). */
function idpAddress(url: string, field: string, options: SsoSettingsOptions): string {
  if (!HTTPS.test(url) && !(options.allowHttpProviders && /^http:\/\//i.test(url))) {
    throw new ValidationError(`${field}: the metadata's address ${url} is not https://`, { field });
  }
  return url;
}

/**
 * An IdP's SAML metadata, pasted or fetched from its URL, read and checked as a save checks
 * it: its entity, sign-in and sign-out addresses and its signing certificates.
 *
 * @throws ValidationError (400) naming metadata_xml, metadata_url or certs.
 */
export async function importSsoMetadata(
  options: SsoSettingsOptions,
  source: { readonly metadata_xml?: string | null; readonly metadata_url?: string | null },
  now: Date,
): Promise<ImportedSsoMetadata> {
  const url = source.metadata_url?.trim() || null;
  const pasted = source.metadata_xml?.trim() || null;
  if (url && pasted) {
    throw new ValidationError('metadata_xml: give the metadata or its URL, not both', { field: 'metadata_xml' });
  }
  if (!url && !pasted) {
    throw new ValidationError('metadata_xml: paste the metadata or give its URL', { field: 'metadata_xml' });
  }
  const field = url ? 'metadata_url' : 'metadata_xml';
  const xml = url
    ? await fetchIdpMetadata(url, {
        allowLoopback: options.allowLoopbackMetadata ?? false,
        allowHttp: options.allowHttpProviders ?? false,
      })
    : (pasted as string);
  const read = await readIdpMetadata(xml, field);
  const certs = checkCertificates(read.certs.join('\n'), now);
  return {
    entity: read.entity,
    login: idpAddress(read.login, field, options),
    logout: read.logout === null ? null : idpAddress(read.logout, field, options),
    certs: certs.join('\n'),
    metadata_url: url,
  };
}

/**
 * The SSO changes a save asks for, checked: metadata given on the save fills entity, login,
 * logout and certs (what the form typed beside it wins for logout only when the metadata
 * names none); certificates are parsed and checked when SSO is on; a client secret is sealed for this
 * client, and "" removes it. Nothing is appended here.
 *
 * @throws ValidationError (400) naming the field; ConflictError (409) for a secret without the server's key.
 */
export async function checkedSsoChanges(
  options: SsoSettingsOptions,
  clientId: string,
  form: SsoForm & {
    readonly metadata_xml?: string | null;
    readonly metadata_url?: string | null;
    readonly oidc_client_secret?: string | null;
  },
  now: Date,
): Promise<SsoChanges> {
  let changes: SsoChanges = ssoChangesFromForm(form);
  const importing = Boolean(form.metadata_xml?.trim() || form.metadata_url?.trim());
  if (importing && changes.protocol !== 'oidc') {
    const found = await importSsoMetadata(options, form, now);
    changes = {
      ...changes,
      entity: found.entity,
      login: found.login,
      logout: found.logout ?? changes.logout,
      certs: found.certs,
      metadata_url: found.metadata_url,
    };
  } else if (form.metadata_url !== undefined) {
    // an empty metadata URL: the settings are typed by hand from now on
    changes = { ...changes, metadata_url: null };
  }
  // checked whenever SSO is on (an active save always carries them); switching SSO off with
  // a certificate that has expired meanwhile must still work
  if (changes.active && typeof changes.certs === 'string') {
    changes = { ...changes, certs: checkCertificates(changes.certs, now).join('\n') };
  }
  const secret = form.oidc_client_secret;
  if (secret !== undefined) {
    const key = secretKeyFrom(options.secretKey ?? process.env.GAMEPOD_SSO_SECRET_KEY);
    changes = { ...changes, oidc_client_secret: secret?.trim() ? sealSecret(key, clientId, secret.trim()) : null };
  }
  return changes;
}

import type { ImportedSsoMetadata, WrittenClient } from '@gamepod/contracts/http';
import type { FleetCall, FleetDeps } from '../../application/fleet-command.ts';
import { configuredPublicUrl, type SsoOptions } from '../../sso/application/sso-deps.ts';
import { checkedSsoChanges, importSsoMetadata } from '../../sso/application/sso-settings.ts';
import type { SsoForm } from '../domain/client-form.ts';
import { saveSso } from './client-writes.ts';

/** The SSO form as it reaches us: the typed fields, and the IdP metadata and client secret to check first. */
export type SsoSaveForm = SsoForm & {
  readonly metadata_xml?: string;
  readonly metadata_url?: string | null;
  readonly oidc_client_secret?: string | null;
};

/**
 * Saves a client's SSO settings: metadata given with the save is fetched (guarded) and read,
 * the certificates are checked and a client secret sealed, all before anything is appended;
 * the reply carries our SSO addresses for the client.
 *
 * @throws ValidationError (400) naming the field; ConflictError (409) for a secret without the server's key.
 */
export async function saveSsoSettings(
  deps: FleetDeps & { readonly clock: () => Date },
  call: FleetCall,
  client_id: string,
  form: SsoSaveForm,
  options: SsoOptions,
): Promise<WrittenClient> {
  const changes = await checkedSsoChanges(options, client_id, form, deps.clock());
  return saveSso(deps, call, client_id, changes, configuredPublicUrl(options));
}

/** An IdP's metadata read for the SSO form to review; nothing is saved or appended. */
export function previewSsoMetadata(
  deps: { readonly clock: () => Date },
  source: { readonly metadata_xml?: string; readonly metadata_url?: string },
  options: SsoOptions,
): Promise<ImportedSsoMetadata> {
  return importSsoMetadata(options, source, deps.clock());
}

import type { WrittenClient } from '@gamepod/contracts/http';
import { uuidv7 } from '@gamepod/events';
import { clientById, clientSettingsById } from '@gamepod/projections';
import { type FleetCall, type FleetDeps, runFleetCommand } from '../../application/fleet-command.ts';
import { tenantUrls } from '../../sso/domain/tenant-urls.ts';
import { CLIENT_DEACTIVATED_REASON, endSessionsOfClient } from '../../users/application/logout-service.ts';
import { type ClientFieldsData, clientDecider, deployed, type SsoChanges } from '../domain/client-decider.ts';
import {
  type CheckedSettings,
  changesSettings,
  type SettingsSaveDeps,
  saveSettings,
} from './client-settings-writes.ts';
import { clientDetail } from './client-views.ts';

/**
 * The data of a client write's reply: its details with its logo, colours and audio, as the
 * details read shows them, and our SSO addresses for it on our public address `publicUrl`.
 */
export async function writtenClient(
  deps: FleetDeps,
  client_id: string,
  publicUrl: string | null = null,
): Promise<WrittenClient> {
  const [row, settings] = await Promise.all([clientById(deps.db, client_id), clientSettingsById(deps.db, client_id)]);
  return { client_id, client: row ? clientDetail(row, settings, tenantUrls(publicUrl, client_id)) : null };
}

/** Deploys a new client (its 24 default navs come with it). */
export async function deployClient(deps: FleetDeps, call: FleetCall, fields: ClientFieldsData): Promise<WrittenClient> {
  const id = uuidv7();
  await runFleetCommand(deps, call, clientDecider, id, { type: 'Deploy', actor: call.actor, fields }, ['clients']);
  return writtenClient(deps, id);
}

/** Saves a client's SSO settings (checked and sealed by the caller, sso-settings.ts). */
export async function saveSso(
  deps: FleetDeps,
  call: FleetCall,
  client_id: string,
  sso: SsoChanges,
  publicUrl: string | null = null,
): Promise<WrittenClient> {
  const command = { type: 'SaveSso' as const, actor: call.actor, sso };
  await runFleetCommand(deps, call, clientDecider, client_id, command, ['clients']);
  return writtenClient(deps, client_id, publicUrl);
}

/**
 * Edits a client: its details, then (once the decider has let the caller edit this client)
 * its checked logo, colours and audio. An inactive client's people are signed out.
 */
export async function updateClient(
  deps: SettingsSaveDeps & { readonly clock: () => Date },
  call: FleetCall,
  client_id: string,
  input: {
    readonly changes: Partial<ClientFieldsData>;
    readonly settings: CheckedSettings;
    /** Our public address: the reply shows our SSO addresses for the client on it. */
    readonly publicUrl?: string | null;
  },
): Promise<WrittenClient> {
  const command = { type: 'Update' as const, actor: call.actor, client_id, changes: input.changes };
  // the auth read model must hold every session started before a deactivation, so none is missed
  const { state } = await runFleetCommand(deps, call, clientDecider, client_id, command, ['clients', 'auth_sessions']);
  // the decider let the caller edit this client: its files may be stored now
  if (changesSettings(input.settings)) await saveSettings(deps, call, client_id, input.settings);
  // an inactive client's people are signed out, also when it was inactive already: that
  // finishes the job if a first try stopped between the append and the sessions
  if (!deployed(state).fields.is_active) {
    await endSessionsOfClient(deps, client_id, CLIENT_DEACTIVATED_REASON);
  }
  return writtenClient(deps, client_id, input.publicUrl ?? null);
}

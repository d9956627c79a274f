import { randomBytes } from 'node:crypto';
import type { HomeImageSlot } from '@gamepod/contracts/catalogues';
import { API_KEY_FORM_RULES, type ApiKeyView, type HomeImagesView } from '@gamepod/contracts/http';
import { type FleetCall, type FleetDeps, runFleetCommand } from '../../application/fleet-command.ts';
import { hashToken } from '../../auth/tokens.ts';
import { refuseMissingFields } from '../../domain/required-fields.ts';
import { type CheckedUpload, HOME_IMAGE } from '../../files/file-kinds.ts';
import type { FileStore } from '../../files/file-store.ts';
import { labContentDecider } from '../domain/lab-content-decider.ts';
import { apiKeysOf, homeImagesOf } from './lab-content-views.ts';
import { visibleLab } from './lab-views.ts';

// the lab screens read the labs read model right after each write
const readModels = ['labs'] as const;

/** Marks a string as a gamepod lab key, so a leaked one is recognisable (secret scanners, logs). */
const KEY_MARK = 'gpk_';
/** What the lists show of a key: the mark and 6 of its characters (36 of its 192 random bits). */
const PREFIX_LENGTH = KEY_MARK.length + 6;

/** A fresh key: 192 random bits, base64url, after the mark. */
export function newApiKey(): { key: string; sha256: string; prefix: string } {
  const key = `${KEY_MARK}${randomBytes(24).toString('base64url')}`;
  return { key, sha256: hashToken(key), prefix: key.slice(0, PREFIX_LENGTH) };
}

/**
 * Makes an API key for a lab the caller may see. The key is returned this once; only its
 * SHA-256 and prefix are stored.
 */
export async function createApiKey(
  deps: FleetDeps,
  call: FleetCall,
  lab_id: string,
  name: string,
): Promise<{ id: string; api_key_name: string; api_key: string; apikeys: ApiKeyView[] }> {
  const lab = await visibleLab(deps, call.actor, lab_id);
  refuseMissingFields(API_KEY_FORM_RULES, { lab_id, api_key_name: name });
  const api_key_name = name.trim();
  const made = newApiKey();
  const command = {
    type: 'CreateApiKey' as const,
    actor: call.actor,
    api_key_name,
    key_sha256: made.sha256,
    key_prefix: made.prefix,
  };
  const { events } = await runFleetCommand(deps, call, labContentDecider, lab_id, command, readModels);
  const created = events[0];
  const id = created?.type === 'LabApiKeyCreated' ? created.data.api_key_id : '';
  return { id, api_key_name, api_key: made.key, apikeys: await apiKeysOf(deps.db, lab) };
}

/** Deletes an API key of a lab the caller may see; replies with the keys left. */
export async function revokeApiKey(
  deps: FleetDeps,
  call: FleetCall,
  lab_id: string,
  api_key_id: string,
): Promise<ApiKeyView[]> {
  const lab = await visibleLab(deps, call.actor, lab_id);
  const command = { type: 'RevokeApiKey' as const, actor: call.actor, api_key_id };
  await runFleetCommand(deps, call, labContentDecider, lab_id, command, readModels);
  return apiKeysOf(deps.db, lab);
}

/**
 * Puts a checked image into one of a lab's home screen slots. A caller who may not see the
 * lab stores nothing: the lab is checked before the file is kept.
 */
export async function setHomeImage(
  deps: FleetDeps & { readonly files: FileStore },
  call: FleetCall,
  lab_id: string,
  slot: HomeImageSlot,
  image: CheckedUpload,
): Promise<HomeImagesView> {
  await visibleLab(deps, call.actor, lab_id);
  const file = await deps.files.put(HOME_IMAGE.bucket, image);
  const command = { type: 'SetHomeImage' as const, actor: call.actor, slot, file };
  await runFleetCommand(deps, call, labContentDecider, lab_id, command, readModels);
  return homeImagesOf(deps.db, lab_id);
}

/** Empties one of a lab's home screen slots; replies with the slots' images. */
export async function removeHomeImage(
  deps: FleetDeps,
  call: FleetCall,
  lab_id: string,
  slot: HomeImageSlot,
): Promise<HomeImagesView> {
  await visibleLab(deps, call.actor, lab_id);
  const command = { type: 'RemoveHomeImage' as const, actor: call.actor, slot };
  await runFleetCommand(deps, call, labContentDecider, lab_id, command, readModels);
  return homeImagesOf(deps.db, lab_id);
}

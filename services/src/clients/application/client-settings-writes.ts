import type { LedType } from '@gamepod/contracts/catalogues';
import type { adminKioskUpdateClientThemeLogo } from '@gamepod/contracts/http';
import { ValidationError } from '@gamepod/events';
import { clientSettingsById } from '@gamepod/projections';
import type { Static } from 'typebox';
import { type FleetCall, type FleetDeps, runFleetCommand } from '../../application/fleet-command.ts';
import { AUDIO, type CheckedUpload, checkUpload, LOGO } from '../../files/file-kinds.ts';
import type { FileStore } from '../../files/file-store.ts';
import { uploadIn } from '../../files/multipart-upload.ts';
import { clientSettingsDecider, normaliseColour, THEME_COLOURS } from '../domain/client-settings-decider.ts';
import type { ClientTheme } from '../domain/client-settings-state.ts';
import { clientSettingsView } from './client-views.ts';

/** The Account Settings part of a form: logo, audio, remove_audio, palette and colours. */
export type SettingsForm = Omit<Static<typeof adminKioskUpdateClientThemeLogo.body>, 'token' | 'client_id'>;

/** A settings form checked, before anything is stored: what to change, left out meaning "keep". */
export type CheckedSettings = {
  readonly logo?: CheckedUpload;
  readonly audio?: CheckedUpload;
  readonly theme?: Partial<ClientTheme>;
  readonly remove_audio: boolean;
};

/** The theme part of the form: each colour normalised, the palette id a number; '' and absent mean "keep". */
function themeChanges(body: SettingsForm): Partial<ClientTheme> | undefined {
  const theme: { -readonly [K in keyof ClientTheme]?: ClientTheme[K] } = {};
  for (const field of THEME_COLOURS) {
    const value = body[field];
    if (value !== undefined && value.trim() !== '') theme[field] = normaliseColour(field, value);
  }
  const pallet = body.theme_rgb_pallet_id;
  if (pallet !== undefined && pallet !== '') theme.theme_rgb_pallet_id = Number(pallet);
  return Object.keys(theme).length > 0 ? theme : undefined;
}

/**
 * Checks a settings form: the files by their content and size, the colours' format, and
 * that it does not both send audio and remove it. Nothing is stored yet.
 * @throws ValidationError naming the field (with the admin-setting-… msg_key where there is one).
 */
export function checkSettingsForm(body: SettingsForm): CheckedSettings {
  const logoUpload = uploadIn(body.logo, 'logo');
  const audioUpload = uploadIn(body.audio, 'audio');
  const logo = logoUpload && checkUpload(LOGO, 'logo', logoUpload);
  const audio = audioUpload && checkUpload(AUDIO, 'audio', audioUpload);
  const theme = themeChanges(body);
  const remove_audio = body.remove_audio === 1 || body.remove_audio === '1';
  if (audio && remove_audio) {
    throw new ValidationError('remove_audio: send an audio file or remove_audio, not both', { field: 'remove_audio' });
  }
  return { ...(logo ? { logo } : {}), ...(audio ? { audio } : {}), ...(theme ? { theme } : {}), remove_audio };
}

/** Whether a checked form changes anything at all. */
export const changesSettings = (s: CheckedSettings): boolean =>
  s.logo !== undefined || s.audio !== undefined || s.theme !== undefined || s.remove_audio;

export type SettingsSaveDeps = FleetDeps & { readonly files: FileStore };

// the settings screens read the clients read model right after each write
const readModels = ['clients'] as const;

/**
 * Stores a checked form's files and appends what changed on the client (the branding
 * reaction tells the client's live pods). Call it once the caller may edit the client.
 * Returns the settings as they are now.
 */
export async function saveSettings(
  deps: SettingsSaveDeps,
  call: FleetCall,
  client_id: string,
  checked: CheckedSettings,
) {
  const changes = {
    ...(checked.logo ? { logo: await deps.files.put(LOGO.bucket, checked.logo) } : {}),
    ...(checked.audio ? { audio: await deps.files.put(AUDIO.bucket, checked.audio) } : {}),
    ...(checked.theme ? { theme: checked.theme } : {}),
    remove_audio: checked.remove_audio,
  };
  const command = { type: 'SaveSettings' as const, actor: call.actor, client_id, changes };
  await runFleetCommand(deps, call, clientSettingsDecider, client_id, command, readModels);
  return clientSettingsView(client_id, await clientSettingsById(deps.db, client_id));
}

/** Chooses the colour one LED strip of the client's pods shows by default; returns the settings as they are now. */
export async function setLedDefault(
  deps: FleetDeps,
  call: FleetCall,
  client_id: string,
  led: { readonly led_type: LedType; readonly pallet_id: number },
) {
  const command = { type: 'SetLedDefault' as const, actor: call.actor, client_id, ...led };
  await runFleetCommand(deps, call, clientSettingsDecider, client_id, command, readModels);
  return clientSettingsView(client_id, await clientSettingsById(deps.db, client_id));
}

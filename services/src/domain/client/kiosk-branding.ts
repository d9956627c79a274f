import { DEFAULT_THEME } from '@gamepod/events';
import {
  type ClientSettingsTable,
  clientSettingsById,
  labHomeImages,
  orWhenMissing,
  podById,
} from '@gamepod/projections';
import type { Kysely } from 'kysely';
import { fileUrlOrNull } from '../../files/file-routes.ts';

export type ThemeColours = { -readonly [K in keyof typeof DEFAULT_THEME]: string };

/** A client's theme colours, each its own or the default of admin spec §9. */
export function themeOf(row: ClientSettingsTable | undefined): ThemeColours {
  return {
    primary_color: row?.primary_color ?? DEFAULT_THEME.primary_color,
    accent_color: row?.accent_color ?? DEFAULT_THEME.accent_color,
    gradiant_color: row?.gradiant_color ?? DEFAULT_THEME.gradiant_color,
    hover_color: row?.hover_color ?? DEFAULT_THEME.hover_color,
  };
}

/** What a kiosk page shows of its client and lab: logo, theme, audio and home images (URLs or null). */
export type KioskBranding = {
  readonly logo: string | null;
  readonly theme: ThemeColours;
  readonly audio_url: string | null;
  readonly left_image: string | null;
  readonly right_image: string | null;
  readonly banner_image: string | null;
};

/** What a pod with no settings shows: our defaults. */
export const NO_BRANDING: KioskBranding = {
  logo: null,
  theme: { ...DEFAULT_THEME },
  audio_url: null,
  left_image: null,
  right_image: null,
  banner_image: null,
};

/** The branding of a pod in `labId` of `clientId`, from the clients and labs read models. */
export async function kioskBranding(
  db: Kysely<unknown>,
  where: { readonly client_id: string; readonly lab_id: string },
): Promise<KioskBranding> {
  // a read model not migrated yet (a fresh start) reads as "nothing set": the defaults
  const [settings, images] = await Promise.all([
    orWhenMissing(clientSettingsById(db, where.client_id), undefined),
    orWhenMissing(labHomeImages(db, where.lab_id), undefined),
  ]);
  return {
    logo: fileUrlOrNull(settings?.logo),
    theme: themeOf(settings),
    audio_url: fileUrlOrNull(settings?.audio),
    left_image: fileUrlOrNull(images?.left_image),
    right_image: fileUrlOrNull(images?.right_image),
    banner_image: fileUrlOrNull(images?.banner_image),
  };
}

/** The pod session data with its pod's current logo, theme and home images laid over it (audio is not part of it). */
export async function withBranding<T extends { readonly pod_id: string }>(
  db: Kysely<unknown>,
  session: T,
): Promise<T & Omit<KioskBranding, 'audio_url'>> {
  const pod = await podById(db, session.pod_id);
  const { audio_url: _audio, ...branding } = pod ? await kioskBranding(db, pod) : NO_BRANDING;
  return { ...session, ...branding };
}

import { orWhenMissing } from '@gamepod/log-runtime';
import { clientSettingsById, labHomeImages, podById } from '@gamepod/projections';
import type { Kysely } from 'kysely';
import { fileUrlOrNull } from '../../files/file-urls.ts';
import { type KioskBranding, NO_BRANDING, themeOf } from '../domain/kiosk-branding.ts';

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

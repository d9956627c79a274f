// Homepage Images: an image (homeimage, image/*) into the left, right
// or banner slot of the kiosk's home screen, each with delete behind a confirm modal.

import type { HomeImageSlot } from '@gamepod/contracts/catalogues';
import type { HomeImagesView } from '@gamepod/contracts/http';
import { signal } from '@preact/signals-react';
import { labsApi } from '../api/labs-api.ts';
import { confirmedDelete } from './confirmed-delete.ts';
import { details, labId, patchDetails, REQUIRED_TEXT } from './edit-lab-model.ts';
import { done, failed, type Outcome, refused } from './lab-failures.ts';

export const SLOT_NAMES: Readonly<Record<HomeImageSlot, string>> = {
  left: 'Left Image',
  right: 'Right Image',
  banner: 'Banner Image',
};

/** What services take (services/src/files/file-kinds.ts HOME_IMAGE): checked here first to spare the upload. */
const MAX_BYTES = 5_000_000;

export const uploadingSlot = signal<HomeImageSlot | null>(null);
export const imageProgress = signal(0);

const patchImages = (images: HomeImagesView) => {
  const current = details.data.value;
  if (current) patchDetails({ lab: { ...current.lab, ...images } });
};

/** Uploads `file` into `slot` as soon as it is chosen; the slot shows the new image's preview. */
export async function uploadImage(slot: HomeImageSlot, file: File | null): Promise<Outcome | null> {
  if (uploadingSlot.value) return null;
  if (!file) return refused(REQUIRED_TEXT);
  if (!file.type.startsWith('image/')) return refused('Choose an image file (PNG, JPEG, GIF or WebP)');
  if (file.size > MAX_BYTES) return refused('The image is larger than 5 MB; choose a smaller one');
  uploadingSlot.value = slot;
  imageProgress.value = 0;
  try {
    patchImages(
      await labsApi.uploadHomeImage(labId.value, slot, file, (p) => {
        imageProgress.value = p;
      }),
    );
    return done(`${SLOT_NAMES[slot]} uploaded`);
  } catch (err) {
    return failed(err);
  } finally {
    uploadingSlot.value = null;
  }
}

export const imageDelete = confirmedDelete(async (slot: HomeImageSlot) => {
  try {
    patchImages(await labsApi.deleteHomeImage(labId.value, slot));
    return done(`${SLOT_NAMES[slot]} deleted`);
  } catch (err) {
    return failed(err);
  }
});

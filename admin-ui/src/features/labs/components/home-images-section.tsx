import type { HomeImageSlot } from '@gamepod/contracts/catalogues';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '#components/button.tsx';
import { ConfirmModal } from '#components/modal.tsx';
import { Spinner } from '#components/spinner.tsx';
import { HOME_IMAGE_SLOTS } from '../api/labs-api.ts';
import { details } from '../model/edit-lab-model.ts';
import { imageDelete, imageProgress, SLOT_NAMES, uploadImage, uploadingSlot } from '../model/home-images-model.ts';
import { FileButton } from './file-picker.tsx';
import { LabSection, useSectionBanner } from './lab-section.tsx';

const URL_OF = { left: 'left_image', right: 'right_image', banner: 'banner_image' } as const;

function SlotTile({ slot, report }: { slot: HomeImageSlot; report: ReturnType<typeof useSectionBanner>[1] }) {
  useSignals();
  const url = details.data.value?.lab[URL_OF[slot]] ?? null;
  const name = SLOT_NAMES[slot];
  const uploading = uploadingSlot.value === slot;
  return (
    <figure className={`image-slot image-slot--${slot}`}>
      <div className="image-slot__frame">
        {uploading ? (
          <Spinner label={`Uploading ${Math.round(imageProgress.value * 100)}%`} showLabel />
        ) : url ? (
          <img className="image-slot__preview" src={url} alt={`${name} preview`} />
        ) : (
          <span className="image-slot__empty">No image</span>
        )}
      </div>
      <figcaption className="image-slot__caption">
        <span className="image-slot__name">{name}</span>
        <span className="image-slot__actions">
          <FileButton
            // a fresh input once the slot changes, so picking the same file again uploads again
            key={url ?? 'empty'}
            label={`Upload ${name}`}
            text={url ? 'Replace' : 'Upload'}
            accept="image/*"
            disabled={uploadingSlot.value !== null}
            onChoose={(file) => void report(uploadImage(slot, file))}
          />
          {url ? (
            <Button variant="danger" aria-label={`Delete ${name}`} onClick={() => imageDelete.ask(slot)}>
              Delete
            </Button>
          ) : null}
        </span>
      </figcaption>
    </figure>
  );
}

/** Homepage Images: the kiosk home screen's left, right and banner slots, each with delete. */
export function HomeImagesSection() {
  useSignals();
  const [banner, report] = useSectionBanner();
  const pending = imageDelete.pending.value;
  return (
    <LabSection
      id="lab-home-images"
      title="Homepage Images"
      description="Advice: ideal size at most 720 px wide and/or 800 px tall. PNG, JPEG, GIF or WebP, up to 5 MB."
      banner={banner}
    >
      <div className="image-slots">
        {HOME_IMAGE_SLOTS.map((slot) => (
          <SlotTile key={slot} slot={slot} report={report} />
        ))}
      </div>
      <ConfirmModal
        open={pending !== null}
        title="Delete image"
        message={`Are you sure you want to delete the ${pending ? SLOT_NAMES[pending].toLowerCase() : 'image'}?`}
        busy={imageDelete.busy.value}
        onYes={() => void report(imageDelete.confirm())}
        onNo={imageDelete.cancel}
      />
    </LabSection>
  );
}

import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '#components/button.tsx';
import { Card } from '#components/card.tsx';
import { FormActions } from '#components/form-fields.tsx';
import { ConfirmModal } from '#components/modal.tsx';
import {
  askRemoveAudio,
  audioUpload,
  cancelRemoveAudio,
  confirmingRemove,
  removeAudio,
  removingAudio,
} from '../model/audio-model.ts';
import { clientSettings } from '../model/client-settings.ts';
import { AUDIO_RULE } from '../model/file-rules.ts';
import { FilePicker, UploadProgress } from './file-picker.tsx';

/** Audio: an MP3, WAV or AAC file the kiosk plays; a file is required on save. */
export function AudioCard() {
  useSignals();
  const { error, progress, saving } = audioUpload;
  const current = clientSettings.data.value?.audio_url ?? null;
  return (
    <Card title="Audio">
      <div className="audio-current">
        {current ? (
          // biome-ignore lint/a11y/useMediaCaption: the client's own jingle; there are no words to caption
          <audio className="audio-current__player" controls src={current} preload="none" aria-label="Current audio" />
        ) : (
          <p className="settings-note">No audio yet.</p>
        )}
      </div>
      <FilePicker
        label="Audio file"
        accept={AUDIO_RULE.accept}
        hint="MP3, WAV or AAC."
        error={error.value}
        disabled={saving.value}
        onChoose={(f) => audioUpload.choose(f)}
        file={audioUpload.file.value}
      />
      <UploadProgress value={progress.value} label="Uploading the audio" />
      <FormActions>
        {current ? (
          <Button variant="danger" onClick={askRemoveAudio} disabled={saving.value || removingAudio.value}>
            Remove Audio
          </Button>
        ) : null}
        <Button variant="primary" busy={saving.value} onClick={() => void audioUpload.save()}>
          Save Audio
        </Button>
      </FormActions>
      <ConfirmModal
        open={confirmingRemove.value}
        message="Are you sure you want to remove this client's audio?"
        busy={removingAudio.value}
        onYes={() => void removeAudio()}
        onNo={cancelRemoveAudio}
      />
    </Card>
  );
}

import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { Button } from '#components/button.tsx';
import { Card } from '#components/card.tsx';
import { FormActions } from '#components/form-fields.tsx';
import { clientSettings } from '../model/client-settings.ts';
import { LOGO_RULE, RECOMMENDED_LOGO } from '../model/file-rules.ts';
import { logoUpload } from '../model/logo-model.ts';
import { FilePicker, UploadProgress } from './file-picker.tsx';

const { width: W, height: H } = RECOMMENDED_LOGO;

/** A chosen file's preview address, released when the choice changes. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** Logo: JPEG, PNG or GIF, at most 3,000,000 bytes, recommended 150 x 60. */
export function LogoCard() {
  useSignals();
  const { file, error, progress, saving } = logoUpload;
  const preview = usePreview(file.value);
  const [size, setSize] = useState<{ w: number; h: number } | null>(null);
  const current = clientSettings.data.value?.logo ?? null;
  const shown = preview ?? current;
  const offSize = preview && size && (size.w !== W || size.h !== H);
  return (
    <Card title="Logo">
      <div className="logo-stage" style={{ background: clientSettings.data.value?.gradiant_color }}>
        {shown ? (
          <img
            className="logo-stage__image"
            src={shown}
            alt={preview ? 'The chosen logo' : 'Current logo'}
            onLoad={(e) => setSize({ w: e.currentTarget.naturalWidth, h: e.currentTarget.naturalHeight })}
          />
        ) : (
          <span className="logo-stage__empty">No logo yet: the kiosk shows the gamepod wordmark.</span>
        )}
      </div>
      <p className="settings-note">
        {preview ? 'Preview of the chosen file, not saved yet. ' : null}
        {offSize
          ? `This image is ${size.w} x ${size.h}; ${W} x ${H} is recommended.`
          : `Recommended size ${W} x ${H} pixels.`}
      </p>
      <FilePicker
        label="Logo file"
        accept={LOGO_RULE.accept}
        hint="JPEG, PNG or GIF, at most 3,000,000 bytes."
        error={error.value}
        disabled={saving.value}
        onChoose={(f) => {
          setSize(null);
          return logoUpload.choose(f);
        }}
        file={logoUpload.file.value}
      />
      <UploadProgress value={progress.value} label="Uploading the logo" />
      <FormActions>
        <Button variant="primary" busy={saving.value} disabled={!file.value} onClick={() => void logoUpload.save()}>
          Save Logo
        </Button>
      </FormActions>
    </Card>
  );
}

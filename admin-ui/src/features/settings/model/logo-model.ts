import { LOGO_RULE } from './file-rules.ts';
import { createUpload } from './upload-model.ts';

/** The logo upload (allowed image types, at most 3,000,000 bytes). */
export const logoUpload = createUpload('logo', LOGO_RULE, 'Logo saved');

export function resetLogo(): void {
  logoUpload.reset();
}

import Type from 'typebox';
import { ALLOWED_IPS_CSV_MAX_BYTES, HOME_IMAGE_SLOTS, UPLOAD_MAX_BYTES } from '../../../catalogues/lab-catalogues.ts';
import { Strict, UploadedFile, UuidId, WithToken } from '../../fields.ts';
import { post } from '../../route.ts';
import { AllowedIpView, HomeImagesView } from './lab-schemas.ts';
import { LabId } from './labs.ts';

const AllowedIps = Type.Object({
  allowedips: Type.Array(AllowedIpView),
  added: Type.Optional(Type.Integer({ description: 'addresses the upload added' })),
  skipped: Type.Optional(Type.Integer({ description: 'addresses of the upload the lab already had' })),
});

/** Add the addresses of a CSV file (multipart) to a lab's allowed IPs. */
export const adminKioskUploadLabAllowedips = post('/admin/kiosk/upload/lab_allowedips', {
  body: Strict({
    ...WithToken,
    lab_id: LabId,
    csv_file: UploadedFile(
      `a file part: one IPv4/IPv6 address per line, optional header allowed_ip, at most ${ALLOWED_IPS_CSV_MAX_BYTES / 1024} kB`,
    ),
  }),
  data: AllowedIps,
});

/** Delete one allowed IP; replies with those left. */
export const adminKioskDeleteLabAllowedip = post('/admin/kiosk/delete/lab_allowedip', {
  body: Strict({ ...WithToken, id: UuidId('the allowed IP'), lab_id: LabId }),
  data: AllowedIps,
});

const HomeImageSlotSchema = Type.Enum([...HOME_IMAGE_SLOTS], { description: 'banner, left or right' });

/** Put an image (multipart) in one of the lab's home screen slots; replies with the three slots. */
export const adminKioskUploadLabHomeimage = post('/admin/kiosk/upload/lab_homeimage', {
  body: Strict({
    ...WithToken,
    lab_id: LabId,
    type: HomeImageSlotSchema,
    homeimage: UploadedFile(
      `a PNG, JPEG, GIF or WebP image of at most ${UPLOAD_MAX_BYTES.home_images.toLocaleString('en-US')} bytes; ideally at most 720 x 800 px`,
    ),
  }),
  data: HomeImagesView,
});

/** Empty one of the lab's home screen slots; replies with the three slots. */
export const adminKioskDeleteLabHomeimage = post('/admin/kiosk/delete/lab_homeimage', {
  body: Strict({ ...WithToken, lab_id: LabId, type: HomeImageSlotSchema }),
  data: HomeImagesView,
});

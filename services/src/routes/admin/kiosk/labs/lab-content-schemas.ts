import { HOME_IMAGE_SLOTS, MAX_RSS_EXPIRE_MINUTES } from '@gamepod/events';
import Type from 'typebox';
import { HOME_IMAGE } from '../../../../files/file-kinds.ts';
import { UploadedFile } from '../../../../files/multipart-upload.ts';
import { FleetId, Nullable, RequiredName, RequiredText, Strict, WithToken } from '../fleet-schemas.ts';

const LabId = FleetId('the lab (UUIDv7)');
const Formatted = (what: string) =>
  Type.String({ description: `${what}, 'mm/dd/yyyy hh:mm AM/PM' in the lab's time zone` });

export const RssFeedBody = Strict({
  ...WithToken,
  lab_id: LabId,
  rss_title: RequiredText(200),
  rss_url: Type.String({ minLength: 1, maxLength: 2048, description: 'an http:// or https:// URL' }),
  rss_expire_time: Type.Integer({
    minimum: 1,
    maximum: MAX_RSS_EXPIRE_MINUTES,
    description: 'minutes until the kiosk reads the feed again',
  }),
});
export const DeleteRssFeedBody = Strict({ ...WithToken, id: FleetId('the RSS feed'), lab_id: LabId });

export const RssFeedView = Type.Object({
  id: Type.String(),
  rss_title: Type.String(),
  rss_url: Type.String(),
  rss_expire_time: Type.Integer({ description: 'minutes' }),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  FormattedCreatedAt: Formatted('created'),
  FormattedUpdatedAt: Formatted('last changed'),
});

export const ApiKeyBody = Strict({ ...WithToken, lab_id: LabId, api_key_name: RequiredName(100) });
export const DeleteApiKeyBody = Strict({ ...WithToken, id: FleetId('the API key'), lab_id: LabId });

export const ApiKeyView = Type.Object({
  id: Type.String(),
  api_key_name: Type.String(),
  api_key: Type.String({ description: "masked: the key's first characters and '…'; the key is shown only once" }),
  created_at: Type.String({ format: 'date-time' }),
  FormattedCreatedAt: Formatted('created'),
});

export const HomeImageSlot = Type.Enum([...HOME_IMAGE_SLOTS], { description: 'banner, left or right' });

export const HomeImageUploadBody = Strict({
  ...WithToken,
  lab_id: LabId,
  type: HomeImageSlot,
  homeimage: UploadedFile(
    `a PNG, JPEG, GIF or WebP image of at most ${HOME_IMAGE.maxBytes.toLocaleString('en-US')} bytes; ideally at most 720 x 800 px`,
  ),
});
export const HomeImageDeleteBody = Strict({ ...WithToken, lab_id: LabId, type: HomeImageSlot });

export const HomeImagesView = Type.Object({
  left_image: Nullable(Type.String({ description: 'URL under /api/v1/files/home_images/' })),
  right_image: Nullable(Type.String()),
  banner_image: Nullable(Type.String()),
});

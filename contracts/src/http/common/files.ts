import Type from 'typebox';
import { FILE_BUCKETS } from '../../catalogues/lab-catalogues.ts';
import { FileBytes, getFile } from '../route.ts';

/** An uploaded file (logo, home image, audio), byte for byte; its id is the content's SHA-256. */
export const filesByBucketAndId = getFile('/files/:bucket/:id', {
  params: Type.Object(
    {
      bucket: Type.Enum([...FILE_BUCKETS], { description: 'logos, home_images or audio' }),
      id: Type.String({ pattern: '^[0-9a-f]{64}$', description: 'the content SHA-256' }),
    },
    { additionalProperties: false },
  ),
  file: FileBytes('the file, with its content type'),
});

/** A sample allowed-IPs CSV: served at the site root (`/ips-template.csv`), not under /api/v1. */
export const ipsTemplateCsv = getFile('/ips-template.csv', { file: Type.String({ description: 'text/csv' }) });

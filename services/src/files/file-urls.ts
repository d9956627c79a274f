/**
 * Where a stored file is served. Public on purpose: the kiosk shows logos and home images
 * before anyone signs in, and an <img> or <audio> cannot send a header. The id is the
 * content's SHA-256, so only someone who has the file (or was given its URL) can name it.
 */
export const fileUrl = (ref: { readonly bucket: string; readonly id: string }) =>
  `/api/v1/files/${ref.bucket}/${ref.id}`;

/** A file reference's URL, or null when there is none (a read model's jsonb column, or an event's FileRef). */
export const fileUrlOrNull = (ref: { readonly bucket: string; readonly id: string } | null | undefined) =>
  ref ? fileUrl(ref) : null;

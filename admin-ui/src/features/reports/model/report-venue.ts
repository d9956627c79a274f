// Whose report a PDF is: the venue (the client) with its logo, and the lab it covers, as the
// filters name them. A super admin reading 'All clients' gets no one venue and no logo.
import { userSession } from '#app-state/session/model/session-model.ts';
import { reportsApi } from '../api/reports-api.ts';
import { clientId, clientOptions, labId, labOptions } from './report-filters-model.ts';
import type { PdfImage, ReportVenue } from './report-pdf.ts';

/** An image at `url` redrawn as PNG (the logo may be a GIF or a JPEG; jsPDF takes PNG alike). */
async function pngOf(url: string): Promise<PdfImage | null> {
  const reply = await fetch(url);
  if (!reply.ok) return null;
  const bitmap = await createImageBitmap(await reply.blob());
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
  return { dataUrl: canvas.toDataURL('image/png'), width: bitmap.width, height: bitmap.height };
}

/** The venue and lab of the report the filters show now, with the venue's logo when it has one. */
export async function reportVenue(): Promise<ReportVenue> {
  const lab = labOptions.data.value?.find((l) => l.id === labId.value)?.value ?? 'All Labs';
  const id = clientId.value || userSession.value?.client_id || '';
  if (!id) return { name: 'All clients', lab, logo: null };
  try {
    const client = await reportsApi.client(id);
    if (!client) throw new Error('no such client');
    const logo = client.logo ? await pngOf(client.logo).catch(() => null) : null;
    return { name: client.name, lab, logo };
  } catch {
    // the details could not be read: the picker's name still says whose report it is
    const name = clientOptions.data.value?.find((c) => c.id === id)?.value ?? '';
    return { name, lab, logo: null };
  }
}

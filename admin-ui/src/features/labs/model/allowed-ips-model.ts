// Lab Allowed IPs: a CSV of addresses (csv_file,
// text/csv), the sample at /ips-template.csv, and the list with delete behind a confirm modal.

import type { AllowedIpView } from '@gamepod/contracts/http';
import { signal } from '@preact/signals-react';
import { labsApi } from '../api/labs-api.ts';
import { confirmedDelete } from './confirmed-delete.ts';
import { labId, onLabLoaded, patchDetails, REQUIRED_TEXT } from './edit-lab-model.ts';
import { done, failed, type Outcome, refused } from './lab-failures.ts';

/** Where the Download Sample link points (served by services at the site root). */
export const IPS_TEMPLATE_URL = '/ips-template.csv';

export const ipsFile = signal<File | null>(null);
export const ipsFileError = signal<string | null>(null);
export const uploadingIps = signal(false);
export const ipsProgress = signal(0);
/** Changes after each upload, so the screen starts a fresh (empty) file input. */
export const ipsInputKey = signal(0);

onLabLoaded(() => {
  ipsFile.value = null;
  ipsFileError.value = null;
});

const isCsv = (f: File) => f.type === 'text/csv' || f.name.toLowerCase().endsWith('.csv');

export function chooseIpsFile(file: File | null): void {
  ipsFile.value = file;
  ipsFileError.value = file && !isCsv(file) ? 'Choose a .csv file (text/csv)' : null;
}

/** Upload: the file is required and must be a CSV; the server adds the addresses the lab lacks. */
export async function uploadIps(): Promise<Outcome | null> {
  if (uploadingIps.value) return null;
  const file = ipsFile.value;
  if (!file) {
    ipsFileError.value = 'This field is required';
    return refused(REQUIRED_TEXT);
  }
  if (!isCsv(file)) return refused('Choose a .csv file (text/csv)');
  uploadingIps.value = true;
  ipsProgress.value = 0;
  try {
    const r = await labsApi.uploadAllowedIps(labId.value, file, (p) => {
      ipsProgress.value = p;
    });
    patchDetails({ allowedips: r.allowedips });
    ipsFile.value = null;
    ipsInputKey.value++;
    const skipped = r.skipped ? `, ${r.skipped} already listed` : '';
    return done(`Allowed IPs uploaded: ${r.added ?? 0} added${skipped}`);
  } catch (err) {
    return failed(err);
  } finally {
    uploadingIps.value = false;
  }
}

export const allowedIpDelete = confirmedDelete(async (ip: AllowedIpView) => {
  try {
    const { allowedips } = await labsApi.deleteAllowedIp(labId.value, ip.id);
    patchDetails({ allowedips });
    return done(`Allowed IP ${ip.allowed_ip} deleted`);
  } catch (err) {
    return failed(err);
  }
});

// Allowed Domains on Account Settings (a domain is required, else admin-setting-domain-error).

import type { Domain } from '@gamepod/contracts/http';
import { ApiError } from '@gamepod/ui-kit';
import { signal } from '@preact/signals-react';
import { toastMessage } from '#app-state/messages/system-messages.ts';
import { userSession } from '#app-state/session/model/session-model.ts';
import { showToast } from '#app-state/toasts/model/toast-model.ts';
import { createPendingDelete } from '#lib/pending-delete.ts';
import { createResource } from '#lib/resource.ts';
import { settingsApi } from '../api/settings-api.ts';

export const domains = createResource(settingsApi.domains);
export const newDomain = signal('');
export const domainError = signal<string | null>(null);
export const addingDomain = signal(false);

const DOMAIN_REQUIRED = 'Please enter a domain, like example.com';

export function setNewDomain(text: string): void {
  newDomain.value = text;
  domainError.value = null;
}

export function resetDomainForm(): void {
  newDomain.value = '';
  domainError.value = null;
  addingDomain.value = false;
  domainDelete.reset();
}

/** Adds the typed domain; the list comes back with the answer. */
export async function addDomain(): Promise<void> {
  if (addingDomain.value) return;
  const domain = newDomain.value.trim();
  const clientId = userSession.value?.client_id;
  if (!domain) {
    domainError.value = DOMAIN_REQUIRED;
    return toastMessage('admin-setting-domain-error', DOMAIN_REQUIRED);
  }
  if (!clientId) return;
  addingDomain.value = true;
  try {
    const reply = await settingsApi.addDomain(clientId, domain);
    domains.set(reply.domains);
    newDomain.value = '';
    showToast('success', 'Domain added');
  } catch (err) {
    // the API client showed why (not a domain, already on the list); the text stays to fix
    if (err instanceof ApiError && err.status === 400) domainError.value = err.message.replace(/^domain:\s*/, '');
  } finally {
    addingDomain.value = false;
  }
}

/** A domain's Delete, behind its confirmation; the answer carries the list without it. */
export const domainDelete = createPendingDelete(async (domain: Domain) => {
  domains.set(await settingsApi.deleteDomain(domain.id));
  showToast('success', 'Domain deleted');
});

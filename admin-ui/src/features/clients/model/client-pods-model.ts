// Client Pods (/superadmin/clients/{client_id}/pods/{lab_id}): one lab's pods with their Online
// and Thumbnail columns, and the 'Pod Thumbnail' viewer.

import type { PodListRow, ScreenshotDetail } from '@gamepod/contracts/http';
import { computed, signal } from '@preact/signals-react';
import { userSession } from '#app-state/session/model/session-model.ts';
import { createResource, pollResource } from '#lib/resource.ts';
import { clientsApi } from '../api/clients-api.ts';

/** The pod list refreshes every 30 s; the screenshot viewer every 8 s. */
export const POD_LIST_POLL_MS = 30_000;
export const SCREENSHOT_POLL_MS = 8_000;
/** Shown only while the screenshot is 0 to 60 s old. */
export const FRESH_SCREENSHOT_S = 60;

let ids = { client: '', lab: '' };

/** The lab's pods; `version` (when they were read) makes each refresh reload the thumbnails. */
export const labPods = createResource(async () => ({
  pods: await clientsApi.pods(ids.client, ids.lab),
  version: Date.now(),
}));
/** The client (its name and labs) for the page's heading and back link. */
export const podsClient = createResource(() => clientsApi.details(ids.client));
export const labName = computed(() => podsClient.data.value?.labs.find((l) => l.id === ids.lab)?.value ?? null);

/** Opens the page for a client's lab: loads the client and polls the pods. Returns the leave. */
export function openClientPods(clientId: string, labId: string): () => void {
  ids = { client: clientId, lab: labId };
  labPods.reset();
  podsClient.reset();
  void podsClient.load();
  const stop = pollResource(labPods, POD_LIST_POLL_MS);
  return () => {
    stop();
    closeThumbnail();
    labPods.reset();
    podsClient.reset();
  };
}

/** Whether a screenshot is fresh enough to show (age 0 to 60 seconds). */
export function isFresh(s: ScreenshotDetail): boolean {
  return s.url !== null && s.age !== null && s.age >= 0 && s.age <= FRESH_SCREENSHOT_S;
}

/**
 * The address an <img> loads a screenshot from: the session rides as `token` (an image
 * request sends no header), and `v` makes each refresh a new request.
 */
export function imageSrc(url: string, version: number): string {
  const token = userSession.value?.token ?? '';
  return `${url}${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}&v=${version}`;
}

export type Viewer = { readonly pod: PodListRow; readonly shot: ScreenshotDetail; readonly version: number };

/** The 'Pod Thumbnail' modal's pod and latest screenshot, or null while it is closed. */
export const viewer = signal<Viewer | null>(null);
let stopViewer: (() => void) | null = null;

/** Opens the viewer on `pod` and refreshes its screenshot every 8 s until it is closed. */
export function openThumbnail(pod: PodListRow): void {
  closeThumbnail();
  viewer.value = { pod, shot: pod.ScreenshotDetail, version: Date.now() };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const tick = async () => {
    try {
      const shot = await clientsApi.screenshot(pod.id, { quiet: true });
      if (!stopped && viewer.value?.pod.id === pod.id) viewer.value = { pod, shot, version: Date.now() };
    } catch {
      // the viewer keeps the last screenshot; the next tick tries again
    }
    if (!stopped) timer = setTimeout(tick, SCREENSHOT_POLL_MS);
  };
  // the list's screenshot may be 30 s old: ask for the latest at once
  void tick();
  stopViewer = () => {
    stopped = true;
    clearTimeout(timer);
  };
}

export function closeThumbnail(): void {
  stopViewer?.();
  stopViewer = null;
  viewer.value = null;
}

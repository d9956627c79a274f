// The screenshot viewer of Manage Your Pods: opened from a thumbnail,
// it reads the pod's latest screenshot every 8 s until it is closed.

import type { PodListRow, ScreenshotDetail } from '@gamepod/contracts/http';
import { signal } from '@preact/signals-react';
import { createResource, pollResource } from '#lib/resource.ts';
import { podsApi } from '../api/pods-api.ts';
import { SCREENSHOT_REFRESH_MS } from './pod-rules.ts';

/** The pod the viewer shows; null while it is closed. */
export const viewerPod = signal<PodListRow | null>(null);

/** The latest screenshot and when it was read (the picture's version). */
export const viewerShot = createResource<{ shot: ScreenshotDetail; readAt: number }>(async () => {
  const podId = viewerPod.value?.id;
  if (!podId) throw new Error('no pod to show');
  return { shot: await podsApi.screenshot(podId), readAt: Date.now() };
});

let stopPolling: (() => void) | null = null;

export function openViewer(pod: PodListRow): void {
  closeViewer();
  viewerPod.value = pod;
  stopPolling = pollResource(viewerShot, SCREENSHOT_REFRESH_MS);
}

export function closeViewer(): void {
  stopPolling?.();
  stopPolling = null;
  viewerShot.reset();
  viewerPod.value = null;
}

import type { ScreenshotDetail } from '@gamepod/contracts/http';

/** The thumbnail shows only while the screenshot is at most this old (age 0 to 60). */
export const FRESH_SCREENSHOT_S = 60;

export type { ScreenshotDetail };

/** Where the admin screens load a pod's latest screenshot (with `&token=` for an <img>). */
export const screenshotUrl = (podId: string) =>
  `/api/v1/admin/kiosk/pod/screenshot.png?pod_id=${encodeURIComponent(podId)}`;

/** The list's and the screenshot call's `{url, image, age, message}` for a screenshot taken at `created`. */
export function screenshotDetail(podId: string, created: Date | null, now: Date): ScreenshotDetail {
  if (!created) return { url: null, image: null, age: null, message: 'No screenshot yet' };
  const age = Math.max(0, Math.floor((now.getTime() - created.getTime()) / 1000));
  const message = age <= FRESH_SCREENSHOT_S ? 'Latest screenshot' : `Last screenshot ${age} s ago`;
  return { url: screenshotUrl(podId), image: null, age, message };
}

/** The helper's scale is 0–50; the slider shows it ×2 as a percent. */
export const VOLUME_MAX = 50;
/** Unmute restores the level before the mute, or this one when there was none. */
export const UNMUTE_DEFAULT = 25;

/** The level to unmute to: the helper's `volume_before_mute` (it outlives a page reload), else the page's own. */
export function unmuteLevel(helperBefore: unknown, pageBefore: number): number {
  if (typeof helperBefore === 'number' && helperBefore > 0 && helperBefore <= VOLUME_MAX)
    return Math.round(helperBefore);
  return pageBefore > 0 ? pageBefore : UNMUTE_DEFAULT;
}

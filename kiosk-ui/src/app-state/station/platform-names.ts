import type { Platform } from '@gamepod/contracts/bridge-socket';

/** Console labels (Xbox (Play Xbox), PS5, Switch, PC). */
export const PLATFORM_NAMES: Readonly<Record<Platform, string>> = { xb: 'Xbox', ps: 'PS5', sw: 'Switch', pc: 'PC' };

/** Whether a slot or game platform the station reports is a console (not 'na', 'start' or ''). */
export const isPlatform = (v: string | null | undefined): v is Platform =>
  typeof v === 'string' && Object.hasOwn(PLATFORM_NAMES, v);

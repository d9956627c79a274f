import type { Platform } from '@gamepod/contracts/bridge-socket';

/** Console labels (Xbox (Play Xbox), PS5, Switch, PC). */
export const PLATFORM_NAMES: Readonly<Record<Platform, string>> = { xb: 'Xbox', ps: 'PS5', sw: 'Switch', pc: 'PC' };

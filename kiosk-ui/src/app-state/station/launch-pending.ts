import { signal } from '@preact/signals-react';

/**
 * A game launch is waiting for the station's game_started. The player waits at the screen
 * meanwhile, so the inactivity logout holds until the game starts or the launch fails.
 */
export const launchPending = signal(false);

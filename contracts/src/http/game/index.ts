// `/game/…`: the pod's games (the player's screens and staff's pod games) and a launch.
export * from './game-list.ts';
export * from './game-schemas.ts';
export * from './game-start.ts';

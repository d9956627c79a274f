// The fair queue: a player's join, leave and place, staff's list, move, remove, call and policy.

export * from './queue-pod.ts';
export * from './queue-routes.ts';
export * from './queue-schemas.ts';
export * from './queue-sign-in.ts';
export * from './queue-signage.ts';

// `/facilitator/…`: what a facilitator does from a pod.

export * from './pods-list.ts';
export * from './run-command.ts';

// `/facilitator/…`: what a facilitator does from a pod.
export * from './run-command.ts';

// The test-only entry (`@gamepod/events/testing`): helpers every package's tests share. It
// may use node:assert; production code never imports it.
export {
  type DeciderGiven,
  DeciderSpecification,
  type DeciderThen,
  type DeciderWhen,
  type ErrorClass,
} from './decider-specification.ts';
export * from './history-events.ts';

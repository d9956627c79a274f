import type { StoreNames } from '@gamepod/events';

/** `<prefix>.rt.<channel>`: core NATS (not JetStream); a push missed while offline is not replayed. */
export function realtimeSubject(names: StoreNames, channel: string): string {
  return `${names.prefix}.rt.${channel}`;
}

export function allRealtimeSubject(names: StoreNames): string {
  return `${names.prefix}.rt.>`;
}

/** Tells every instance a session ended, so each closes its own sockets that used it. */
export function sessionEndedSubject(names: StoreNames): string {
  return `${names.prefix}.rtctl.session-ended`;
}

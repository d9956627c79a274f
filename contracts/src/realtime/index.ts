// Realtime pushes: what services send on a socket channel.
export * from './alert-pushes.ts';

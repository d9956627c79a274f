// The realtime socket `/api/v1/ws`: channel names and kinds, the frames each side sends, and
// the payload of each push.
export * from './alert-pushes.ts';
export * from './channels.ts';
export * from './chat-pushes.ts';
export * from './pushes.ts';
export * from './queue-pushes.ts';
export * from './socket-frames.ts';

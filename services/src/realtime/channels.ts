// The contracts' channel names and kinds (`@gamepod/contracts/realtime`), for the services
// modules that import them from here.
export {
  type Channel,
  type ChannelScope,
  channelName,
  isRealtimeKind,
  parseChannel,
  type RealtimeKind,
  SPEC_KINDS,
} from '@gamepod/contracts/realtime';

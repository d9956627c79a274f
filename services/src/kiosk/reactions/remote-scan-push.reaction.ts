import { channelName } from '@gamepod/contracts/realtime';
import { type EventData, PodRemoteScanned, type StoredEvent } from '@gamepod/events';
import { PUSH_FRESH_FOR_MS } from '@gamepod/log-runtime';
import { defineReaction, type ReactionDeps } from '../../reactions/reaction-deps.ts';
import { podMessagePayload } from '../../realtime/pod-messages.ts';

type Scanned = StoredEvent<string, EventData<typeof PodRemoteScanned>>;

/**
 * A phone that scanned a pod's QR code starts the kiosk's countdown: `message-send`
 * 'remote_init' (or 'remote_init_reg_forgot', when it came to sign up or reset a password)
 * on `pod.<id>`.
 */
export function remoteScanPush(deps: Pick<ReactionDeps, 'publish'>) {
  return defineReaction({
    name: 'remote_scan_push',
    description: "starts a pod kiosk's QR countdown when a phone scanned its code",
    eventTypes: [PodRemoteScanned.type],
    aggregate: PodRemoteScanned.aggregate,
    freshForMs: PUSH_FRESH_FOR_MS,
    async handle(events) {
      for (const e of events as readonly Scanned[]) {
        const pod = e.aggregate_id;
        const message = e.data.reg_forgot ? 'remote_init_reg_forgot' : 'remote_init';
        deps.publish(channelName('pod', pod), 'message-send', podMessagePayload(pod, message));
      }
    },
  });
}

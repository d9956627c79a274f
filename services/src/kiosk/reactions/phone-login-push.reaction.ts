import { channelName } from '@gamepod/contracts/realtime';
import { type EventData, PodRemoteLoginStaged, type StoredEvent } from '@gamepod/events';
import { defineReaction, type ReactionDeps } from '../../reactions/reaction-deps.ts';
import { podMessagePayload } from '../../realtime/pod-messages.ts';
import { LOGIN_CODE_TTL_MS } from '../../users/domain/mobile-login-code.ts';

type Staged = StoredEvent<string, EventData<typeof PodRemoteLoginStaged>>;

/**
 * A phone login reaches the pod's own kiosk socket: the one-time code waiting under the
 * event's handoff is taken from the bucket (once: a redelivery finds none and pushes nothing)
 * and pushed as `message-send` 'login' `{pod, login_code}` on `kiosk.<id>`, which only the
 * pod's session key opens; the kiosk redeems it with that key. The code never enters the log
 * and is dead after 60 s, so older events are skipped.
 */
export function phoneLoginPush(deps: Pick<ReactionDeps, 'mobileLogins' | 'publish'>) {
  return defineReaction({
    name: 'phone_login_push',
    description: "hands a phone login's one-time code to the pod's own kiosk socket",
    eventTypes: [PodRemoteLoginStaged.type],
    aggregate: PodRemoteLoginStaged.aggregate,
    freshForMs: LOGIN_CODE_TTL_MS,
    async handle(events) {
      for (const e of events as readonly Staged[]) {
        const login_code = await deps.mobileLogins.takeHandoff(e.data.handoff);
        if (login_code === null) continue;
        const pod = e.aggregate_id;
        deps.publish(channelName('kiosk', pod), 'message-send', podMessagePayload(pod, 'login', { login_code }));
      }
    },
  });
}

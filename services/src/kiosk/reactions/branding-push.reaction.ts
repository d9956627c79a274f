import { channelName } from '@gamepod/contracts/realtime';
import {
  ClientAudioChanged,
  ClientAudioRemoved,
  ClientLogoChanged,
  ClientThemeChanged,
  LabHomeImageRemoved,
  LabHomeImageSet,
} from '@gamepod/events';
import { PUSH_FRESH_FOR_MS } from '@gamepod/log-runtime';
import { clientsProjection, labsProjection, listPods } from '@gamepod/projections';
import { defineReaction, type ReactionDeps } from '../../reactions/reaction-deps.ts';
import { podMessagePayload } from '../../realtime/pod-messages.ts';

const CLIENT_BRANDING: ReadonlySet<string> = new Set([
  ClientLogoChanged.type,
  ClientThemeChanged.type,
  ClientAudioChanged.type,
  ClientAudioRemoved.type,
]);

/**
 * A change of a client's logo, theme or audio, or of a lab's home images, tells each live pod
 * of that client (or lab) `message-send` 'branding' on `pod.<id>`, once per change, after the
 * clients and labs read models hold it: the kiosk then reads /kiosk/theme_logo again. A
 * kiosk that misses it shows the change at its next pod session.
 */
export function brandingPush(deps: Pick<ReactionDeps, 'db' | 'publish'>) {
  return defineReaction({
    name: 'branding_push',
    description: "tells a client's or a lab's live kiosks that their branding changed",
    eventTypes: [...CLIENT_BRANDING, LabHomeImageSet.type, LabHomeImageRemoved.type],
    readModels: [clientsProjection.name, labsProjection.name],
    freshForMs: PUSH_FRESH_FOR_MS,
    async handle(events) {
      const [first] = events;
      if (!first) return;
      const id = first.aggregate_id;
      const pods = await listPods(deps.db, CLIENT_BRANDING.has(first.type) ? { clientId: id } : { labId: id });
      for (const pod of pods)
        deps.publish(channelName('pod', pod.id), 'message-send', podMessagePayload(pod.id, 'branding'));
    },
  });
}

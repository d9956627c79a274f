import type {
  AlertCreated,
  AlertDeleted,
  AlertEdited,
  EmergencyAlertEnded,
  EmergencyAlertRaised,
} from '@gamepod/events';

type Of<D extends { of: (data: never) => unknown }> = ReturnType<D['of']>;

export type NoticeAlertEvent = Of<typeof AlertCreated> | Of<typeof AlertEdited> | Of<typeof AlertDeleted>;
export type EmergencyAlertEvent = Of<typeof EmergencyAlertRaised> | Of<typeof EmergencyAlertEnded>;

/**
 * What one `gp.evt.alert.<id>` stream may hold: an alert for players or an emergency alert,
 * never both (each id is fresh). Each kind's decider reads the other kind's stream as empty,
 * so an id of the wrong kind is a 404, not a muddle.
 */
export type AlertStreamEvent = NoticeAlertEvent | EmergencyAlertEvent;

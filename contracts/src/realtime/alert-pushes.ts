import Type, { type Static } from 'typebox';
import { PlayerAlert } from '../http/common/player-alerts.ts';
import { SystemMessageEntry } from '../http/common/system-messages.ts';
import { Nullable } from '../http/fields.ts';

// What `message-send` carries in `data` for alerts and system messages, on `pod.<id>`.

/** 'alert': an alert for players started showing; a signed-in player reads it now. */
export const AlertOnPod = PlayerAlert;

/** 'system_message': a text the kiosk looks up by key changed; `removed_key` reads its built-in text again. */
export const SystemMessageChange = Type.Object({
  message: SystemMessageEntry,
  removed_key: Nullable(Type.String()),
});
export type SystemMessageChange = Static<typeof SystemMessageChange>;

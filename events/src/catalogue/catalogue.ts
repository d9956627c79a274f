import { NOTICE_ALERT_EVENTS } from '../alerts/alert-events.ts';
import { CHAT_EVENTS } from '../chat/chat-events.ts';
import type { EventDefinition } from '../define-event.ts';
import { EventRegistry } from '../event-registry.ts';
import { ADMIN_LOG_EVENTS } from '../fleet/admin-log-events.ts';
import { CLIENT_EVENTS } from '../fleet/client-events.ts';
import { CLIENT_SETTINGS_EVENTS } from '../fleet/client-settings-events.ts';
import { CLIENT_SIGN_IN_SOURCE_EVENTS } from '../fleet/client-sign-in-source-events.ts';
import { LAB_CONTENT_EVENTS } from '../fleet/lab-content-events.ts';
import { LAB_EVENTS } from '../fleet/lab-events.ts';
import { POD_EVENTS } from '../fleet/pod-events.ts';
import { POD_REMOTE_EVENTS } from '../fleet/pod-remote-events.ts';
import { RSS_FEED_EVENTS } from '../fleet/rss-feed-events.ts';
import { STAFF_MESSAGE_EVENTS } from '../fleet/staff-message-events.ts';
import { STATION_EVENTS } from '../fleet/station-events.ts';
import { GAME_ASSIGNMENT_EVENTS } from '../games/game-assignment-events.ts';
import { GAME_EVENTS } from '../games/game-events.ts';
import { PLAY_EVENTS } from '../games/play-events.ts';
import { ALERT_EVENTS } from '../identity/alert-events.ts';
import { CLIENT_DOMAIN_EVENTS } from '../identity/client-domain-events.ts';
import { KIOSK_ACTIVITY_EVENTS } from '../identity/kiosk-activity-events.ts';
import { RESET_EVENTS } from '../identity/reset-events.ts';
import { SEAT_EVENTS } from '../identity/seat-events.ts';
import { SessionEnded, SessionLogoutLogged, SessionReportedStuck, SessionStarted } from '../identity/session-events.ts';
import { SOURCE_ACCOUNT_EVENTS } from '../identity/source-account-events.ts';
import { SSO_ACCOUNT_EVENTS } from '../identity/sso-account-events.ts';
import { SSO_EVENTS } from '../identity/sso-events.ts';
import { SSO_LOGOUT_EVENTS } from '../identity/sso-logout-events.ts';
import { SURVEY_EVENTS } from '../identity/survey-events.ts';
import { USER_ADMIN_EVENTS } from '../identity/user-admin-events.ts';
import { USER_EVENTS } from '../identity/user-events.ts';
import { WEBHOOK_EVENTS } from '../integrations/webhook-events.ts';
import { SYSTEM_MESSAGE_EVENTS } from '../messages/system-message-events.ts';
import { OFFER_EVENTS } from '../payments/offer-events.ts';
import { PAYMENT_INTENT_EVENTS } from '../payments/payment-events.ts';
import { PAYMENT_METHOD_EVENTS } from '../payments/payment-method-events.ts';
import { PAYMENT_OUTCOME_EVENTS } from '../payments/payment-outcome-events.ts';
import { UniqueValueClaimed, UniqueValueReleased } from '../platform/claim-events.ts';
import { DB_BACKUP_EVENTS } from '../platform/db-backup-events.ts';
import { LAB_QUEUE_EVENTS } from '../queue/lab-queue-events.ts';
import { POD_BOOKING_EVENTS } from '../reservations/pod-booking-events.ts';
import { RESERVATION_EVENTS } from '../reservations/reservation-events.ts';

/** Every event type gamepod writes. Add a domain's definitions here when it lands. */
export const ALL_EVENTS: readonly EventDefinition[] = [
  UniqueValueClaimed,
  UniqueValueReleased,
  SessionStarted,
  SessionEnded,
  SessionReportedStuck,
  SessionLogoutLogged,
  ...CLIENT_EVENTS,
  ...CLIENT_SETTINGS_EVENTS,
  ...CLIENT_SIGN_IN_SOURCE_EVENTS,
  ...LAB_EVENTS,
  ...LAB_CONTENT_EVENTS,
  ...POD_EVENTS,
  ...POD_REMOTE_EVENTS,
  ...STAFF_MESSAGE_EVENTS,
  ...STATION_EVENTS,
  ...KIOSK_ACTIVITY_EVENTS,
  ...SURVEY_EVENTS,
  ...ALERT_EVENTS,
  ...NOTICE_ALERT_EVENTS,
  ...USER_EVENTS,
  ...USER_ADMIN_EVENTS,
  ...RESET_EVENTS,
  ...CLIENT_DOMAIN_EVENTS,
  ...RESERVATION_EVENTS,
  ...POD_BOOKING_EVENTS,
  ...SEAT_EVENTS,
  ...SSO_EVENTS,
  ...SSO_ACCOUNT_EVENTS,
  ...SOURCE_ACCOUNT_EVENTS,
  ...SSO_LOGOUT_EVENTS,
  ...GAME_EVENTS,
  ...GAME_ASSIGNMENT_EVENTS,
  ...PLAY_EVENTS,
  ...SYSTEM_MESSAGE_EVENTS,
  ...OFFER_EVENTS,
  ...PAYMENT_INTENT_EVENTS,
  ...PAYMENT_OUTCOME_EVENTS,
  ...PAYMENT_METHOD_EVENTS,
  ...ADMIN_LOG_EVENTS,
  ...DB_BACKUP_EVENTS,
  ...RSS_FEED_EVENTS,
  ...CHAT_EVENTS,
  ...WEBHOOK_EVENTS,
  ...LAB_QUEUE_EVENTS,
];

/** The catalogue the services, projections and bridges decode the log with. */
export const catalogue = new EventRegistry(ALL_EVENTS);

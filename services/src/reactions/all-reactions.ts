import type { Reaction } from '@gamepod/log-runtime';
import { alertLivePush } from '../alerts/reactions/alert-live-push.reaction.ts';
import { emergencyAlertPush } from '../alerts/reactions/emergency-alert-push.reaction.ts';
import { chatPush } from '../chat/reactions/chat-push.reaction.ts';
import { chatSessionEnd } from '../chat/reactions/chat-session-end.reaction.ts';
import { dbBackups } from '../db-backups/reactions/db-backups.reaction.ts';
import { playReaction } from '../games/reactions/play.reaction.ts';
import { brandingPush } from '../kiosk/reactions/branding-push.reaction.ts';
import { phoneLoginPush } from '../kiosk/reactions/phone-login-push.reaction.ts';
import { remoteScanPush } from '../kiosk/reactions/remote-scan-push.reaction.ts';
import { sessionSockets } from '../kiosk/reactions/session-sockets.reaction.ts';
import { stationPage } from '../kiosk/reactions/station-page.reaction.ts';
import { labHours } from '../labs/reactions/lab-hours.reaction.ts';
import { labMode } from '../labs/reactions/lab-mode.reaction.ts';
import { paidTime } from '../payments/reactions/paid-time.reaction.ts';
import { podCommandExpiry } from '../pods/reactions/pod-command-expiry.reaction.ts';
import { podCommandPush } from '../pods/reactions/pod-command-push.reaction.ts';
import { staffMessagePush } from '../pods/reactions/staff-message-push.reaction.ts';
import { stationRevocation } from '../pods/reactions/station-revocation.reaction.ts';
import { queueLimit } from '../queue/reactions/queue-limit.reaction.ts';
import { queueLivePush } from '../queue/reactions/queue-live-push.reaction.ts';
import { queueOfferMail } from '../queue/reactions/queue-offer-mail.reaction.ts';
import { queuePodPush } from '../queue/reactions/queue-pod-push.reaction.ts';
import { queueSeats } from '../queue/reactions/queue-seats.reaction.ts';
import { reservationMail } from '../reservations/reactions/reservation-mail.reaction.ts';
import { reservationTimers } from '../reservations/reactions/reservation-timers.reaction.ts';
import { rssFeeds } from '../rss-feeds/reactions/rss-feeds.reaction.ts';
import { saveSeatReaction } from '../seat/reactions/save-seat.reaction.ts';
import { ssoStationLogout } from '../sso/reactions/sso-station-logout.reaction.ts';
import { systemMessagePush } from '../system-messages/reactions/system-message-push.reaction.ts';
import { resetMail } from '../users/reactions/reset-mail.reaction.ts';
import { webhooks } from '../webhooks/reactions/webhooks.reaction.ts';
import type { ReactionDeps } from './reaction-deps.ts';

/** Every reaction services run. Add one here, and to docs/architecture.md's list. */
export function allReactions(deps: ReactionDeps): Reaction[] {
  return [
    podCommandPush(deps),
    podCommandExpiry(deps),
    labHours(deps),
    labMode(deps),
    brandingPush(deps),
    emergencyAlertPush(deps),
    alertLivePush(deps),
    systemMessagePush(deps),
    remoteScanPush(deps),
    staffMessagePush(deps),
    phoneLoginPush(deps),
    sessionSockets(deps),
    resetMail(deps),
    reservationTimers(deps),
    reservationMail(deps),
    saveSeatReaction(deps),
    queueSeats(deps),
    queueLivePush(deps),
    queuePodPush(deps),
    queueOfferMail(deps),
    queueLimit(deps),
    paidTime(deps),
    playReaction(deps),
    dbBackups(deps),
    rssFeeds(deps),
    chatPush(deps),
    chatSessionEnd(deps),
    stationPage(deps),
    stationRevocation(deps),
    ssoStationLogout(deps),
    webhooks(deps),
  ];
}

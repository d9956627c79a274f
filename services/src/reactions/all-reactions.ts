import type { Reaction } from '@gamepod/projections';
import { alertLivePush } from './alert-live-push.reaction.ts';
import { brandingPush } from './branding-push.reaction.ts';
import { chatPush } from './chat-push.reaction.ts';
import { chatSessionEnd } from './chat-session-end.reaction.ts';
import { dbBackups } from './db-backups.reaction.ts';
import { emergencyAlertPush } from './emergency-alert-push.reaction.ts';
import { labHours } from './lab-hours.reaction.ts';
import { paidTime } from './paid-time.reaction.ts';
import { phoneLoginPush } from './phone-login-push.reaction.ts';
import { playReaction } from './play.reaction.ts';
import { podCommandExpiry } from './pod-command-expiry.reaction.ts';
import { podCommandPush } from './pod-command-push.reaction.ts';
import type { ReactionDeps } from './reaction-deps.ts';
import { remoteScanPush } from './remote-scan-push.reaction.ts';
import { reservationMail } from './reservation-mail.reaction.ts';
import { reservationTimers } from './reservation-timers.reaction.ts';
import { resetMail } from './reset-mail.reaction.ts';
import { rssFeeds } from './rss-feeds.reaction.ts';
import { saveSeatReaction } from './save-seat.reaction.ts';
import { sessionSockets } from './session-sockets.reaction.ts';
import { stationPage } from './station-page.reaction.ts';
import { systemMessagePush } from './system-message-push.reaction.ts';

/** Every reaction services run. Add one here, and to docs/architecture.md's list. */
export function allReactions(deps: ReactionDeps): Reaction[] {
  return [
    podCommandPush(deps),
    podCommandExpiry(deps),
    labHours(deps),
    brandingPush(deps),
    emergencyAlertPush(deps),
    alertLivePush(deps),
    systemMessagePush(deps),
    remoteScanPush(deps),
    phoneLoginPush(deps),
    sessionSockets(deps),
    resetMail(deps),
    reservationTimers(deps),
    reservationMail(deps),
    saveSeatReaction(deps),
    paidTime(deps),
    playReaction(deps),
    dbBackups(deps),
    rssFeeds(deps),
    chatPush(deps),
    chatSessionEnd(deps),
    stationPage(deps),
  ];
}

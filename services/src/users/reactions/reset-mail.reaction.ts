import { type EventData, PasswordResetRequested, type StoredEvent } from '@gamepod/events';
import { clientsProjection, userById, usersProjection } from '@gamepod/projections';
import { defineReaction, type ReactionDeps } from '../../reactions/reaction-deps.ts';
import { composeResetMail } from '../adapters/reset-mail.ts';

type ResetRequest = StoredEvent<string, EventData<typeof PasswordResetRequested>>;

/**
 * Mails each password reset code, in the brand of the account's venue. Only a request that names an
 * account is mailed, and only while its code lives: the code comes from the reset-codes
 * bucket, which forgets it after 15 minutes, so a late or repeated event sends nothing
 * stale. The reaction's checkpoint, written after the send, keeps a redelivery from mailing
 * again; a crash between the two mails twice, and the Message-ID (the event's id) lets
 * receivers drop the copy. A send that keeps failing is set aside as a dead letter.
 */
export function resetMail(deps: Pick<ReactionDeps, 'db' | 'resetCodes' | 'mailer' | 'mailFrom' | 'brands' | 'clock'>) {
  return defineReaction({
    name: 'reset_mail',
    description: 'mails password reset codes',
    eventTypes: [PasswordResetRequested.type],
    aggregate: PasswordResetRequested.aggregate,
    // the account's client gives the mail its venue's name and logo
    readModels: [usersProjection.name, clientsProjection.name],
    async handle(events) {
      for (const e of events as readonly ResetRequest[]) {
        const { email, expires_at } = e.data;
        const now = deps.clock();
        const expiresAt = new Date(expires_at);
        if (email === null || expiresAt.getTime() <= now.getTime()) continue;
        const code = await deps.resetCodes.get(e.aggregate_id);
        if (code === null) continue;
        const eventId = e.metadata.event_id;
        const user = e.data.user_id === null ? undefined : await userById(deps.db, e.data.user_id);
        const brand = await deps.brands.forClient(user?.client_id ?? null);
        await deps.mailer.send(
          composeResetMail({ brand, from: deps.mailFrom, to: email, code, eventId, expiresAt, now }),
        );
      }
    },
  });
}

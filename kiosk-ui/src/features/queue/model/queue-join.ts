// Joining once signed in, shared by the station and the phone: a refusal becomes the player's
// words, and "already queued" (the player joined before, say at the station) shows the place
// they already hold.

import type { QueuePlatform } from '@gamepod/contracts/catalogues';
import type { QueuePlace, QueueSignIn } from '@gamepod/contracts/http';
import { ApiError } from '@gamepod/ui-kit';
import { queueApi } from '#api/endpoints.ts';
import { joinRefusalText } from './queue-texts.ts';

export type JoinOutcome = { readonly place: QueuePlace } | { readonly refused: string };

/** Joins `who`'s lab's queue (for `platform`, or any Gamepod). */
export async function joinAs(who: QueueSignIn, platform: QueuePlatform | null): Promise<JoinOutcome> {
  try {
    return { place: await queueApi.join({ token: who.token, lab_id: who.lab_id, platform }) };
  } catch (err) {
    const reason = err instanceof ApiError ? (err.data as { reason?: unknown } | null)?.reason : null;
    if (reason === 'already-queued') {
      try {
        return { place: await queueApi.place(who.token, who.lab_id) };
      } catch {
        // the refusal's own words below
      }
    }
    return { refused: joinRefusalText(err, platform) };
  }
}

/** Where a queue page stands; `who` is the sign-in to queue once it went through. */
export type QueueStep =
  | { readonly kind: 'form'; readonly busy: boolean }
  | { readonly kind: 'choose'; readonly who: QueueSignIn; readonly busy: boolean }
  | { readonly kind: 'refused'; readonly who: QueueSignIn | null; readonly text: string }
  | { readonly kind: 'placed'; readonly who: QueueSignIn; readonly place: QueuePlace; readonly news: QueueNews }
  | { readonly kind: 'ended'; readonly who: QueueSignIn; readonly end: 'taken' | 'expired' | 'left' | 'removed' };

/** What just happened to a place still in line, when it is news the page announces. */
export type QueueNews = 'offered' | 'called' | null;

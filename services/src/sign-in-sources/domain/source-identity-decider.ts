import { SourceIdentityLinked } from '@gamepod/events';
import { type IdentityLinkState, identityLinkDecider } from '../../domain/identity-link-decider.ts';

export type SourceIdentityState = IdentityLinkState;

/** One person of one client's source (their uid or DN, their card's barcode), linked to one account. */
export const sourceIdentityDecider = identityLinkDecider(
  SourceIdentityLinked,
  'This card or directory entry is already linked to another account',
);

export type SourceIdentityEvent = ReturnType<typeof sourceIdentityDecider.decide>[number];
export type SourceIdentityCommand = Parameters<typeof sourceIdentityDecider.decide>[0];

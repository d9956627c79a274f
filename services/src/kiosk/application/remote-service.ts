import { type EventStore, handleCommand } from '@gamepod/event-store';
import type { Actor } from '@gamepod/events';
import type { MobileLoginCodes } from '../../users/application/mobile-login-codes.ts';
import { remoteDecider } from '../domain/remote-decider.ts';

type RemoteDeps = { readonly store: EventStore; readonly clock?: () => Date };

/** A phone is nobody we know until it signs in: its scans name it so. */
export const PHONE_ACTOR: Actor = { kind: 'system', name: 'phone' };

/**
 * Records that a phone scanned the pod's QR code; the remote-scan reaction tells the pod's
 * kiosk to start its countdown.
 */
export async function recordRemoteScan(deps: RemoteDeps, podId: string, regForgot: boolean): Promise<void> {
  await handleCommand(
    deps.store,
    remoteDecider,
    podId,
    { type: 'Scan', reg_forgot: regForgot },
    { context: { actor: PHONE_ACTOR }, clock: deps.clock },
  );
}

/**
 * Records that a phone signed `actor` in for the pod: the one-time `code` waits under a
 * handoff id in the phone-logins bucket, and the phone-login reaction takes it to the pod's
 * own kiosk socket. The code never enters the log.
 */
export async function stagePhoneLogin(
  deps: RemoteDeps & { readonly mobileLogins: MobileLoginCodes },
  podId: string,
  code: string,
  actor: Actor,
): Promise<void> {
  const handoff = await deps.mobileLogins.handOver(code);
  await handleCommand(
    deps.store,
    remoteDecider,
    podId,
    { type: 'StageLogin', handoff },
    { context: { actor }, clock: deps.clock },
  );
}

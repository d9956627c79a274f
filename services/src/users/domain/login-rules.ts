import { ForbiddenError } from '@gamepod/events';
import { CLIENT_ADMIN, FACILITATOR, PLAYER, RESTRICTED_ADMIN, SUPER_ADMIN } from '../../domain/roles.ts';
import { loginNotAuthorized, loginNotPro, loginNotRegistered, loginPodUpdating } from './identity-errors.ts';

/** The contract's role names, by role id. */
export const ROLE_NAMES: Readonly<Record<number, string>> = {
  [PLAYER]: 'player',
  [FACILITATOR]: 'facilitator',
  [CLIENT_ADMIN]: 'admin',
  [SUPER_ADMIN]: 'superadmin',
  [RESTRICTED_ADMIN]: 'restricted',
};

export const roleName = (role: number): string => ROLE_NAMES[role] ?? 'unknown';

/** What a login rule needs to know of the account whose password was right. */
export type LoginAccount = {
  readonly role: number;
  readonly client_id: string | null;
  readonly is_active: boolean;
  readonly pro: boolean;
};

/** What a login rule needs to know of the pod it happens on. */
export type LoginPod = {
  readonly client_id: string;
  readonly pro: boolean;
  /** The pod is disabled or updating: no player or facilitator may start (login-pod-updating). */
  readonly updating: boolean;
};

/**
 * Where a login happens: the pod's own form (and the phone's QR login, which logs the pod
 * in), the lock-icon admin form on a pod, the admin console with no pod, or a sign-in only to
 * queue for a lab of `client_id` (at a station or on a phone; it takes no pod).
 */
export type LoginTarget =
  | { readonly form: 'pod'; readonly pod: LoginPod }
  | { readonly form: 'pod_admin'; readonly pod: LoginPod }
  | { readonly form: 'console' }
  | { readonly form: 'queue'; readonly client_id: string };

const MAY_USE_ADMIN_FORMS: ReadonlySet<number> = new Set([CLIENT_ADMIN, SUPER_ADMIN]);

/**
 * The login outcomes after the password was found right, in the contract's order:
 * deactivated account or client (notauthorized), another client's account (notregistered),
 * a pro pod for a player who is not pro (notpro), a disabled or updating pod for a player
 * or facilitator (updating). The admin forms take roles 3 and 4 only; the queue's sign-in
 * players of the lab's client only. `clientActive` says
 * whether the account's client is active (true for an account with no client: a super
 * admin). Returns nothing when the login may go on.
 *
 * @throws ForbiddenError | ConflictError carrying the login's msg_key.
 */
export function judgeLogin(account: LoginAccount, target: LoginTarget, clientActive: boolean): void {
  if (!account.is_active || !clientActive) throw loginNotAuthorized();
  if (target.form === 'console') {
    if (!MAY_USE_ADMIN_FORMS.has(account.role)) throw new ForbiddenError();
    return;
  }
  if (target.form === 'queue') {
    // only players queue; the lab's client's own, as on its pods
    if (account.role !== PLAYER) throw loginNotAuthorized();
    if (account.client_id !== target.client_id) throw loginNotRegistered();
    return;
  }
  const { pod } = target;
  const ownPod = account.role === SUPER_ADMIN || (account.client_id !== null && account.client_id === pod.client_id);
  if (target.form === 'pod_admin') {
    if (!MAY_USE_ADMIN_FORMS.has(account.role)) throw loginNotAuthorized();
    if (!ownPod) throw loginNotRegistered();
    return;
  }
  if (!ownPod) throw loginNotRegistered();
  if (account.role === PLAYER && pod.pro && !account.pro) throw loginNotPro();
  if ((account.role === PLAYER || account.role === FACILITATOR) && pod.updating) throw loginPodUpdating();
}

/** A console slot and its disabled flags, as the pod_status read model has them. */
export type PodConsoles = {
  readonly xd1: string;
  readonly xd2: string;
  readonly xb_disabled: boolean;
  readonly ps_disabled: boolean;
  readonly sw_disabled: boolean;
  readonly pc_disabled: boolean;
  readonly pod_disabled: boolean;
};

const DISABLED_FLAG = {
  xb: 'xb_disabled',
  ps: 'ps_disabled',
  sw: 'sw_disabled',
  pc: 'pc_disabled',
} as const satisfies Record<string, keyof PodConsoles>;

function slotOut(consoles: PodConsoles, slot: string): boolean {
  if (slot === 'na') return true;
  const flag = DISABLED_FLAG[slot as keyof typeof DISABLED_FLAG];
  return flag !== undefined && consoles[flag];
}

/**
 * A pod is updating/disabled when pod_disabled is set, or neither
 * console can be played (both 'na', both disabled, or one of each). A pod that never
 * reported its consoles is not held back.
 */
export function podIsUpdating(consoles: PodConsoles | null): boolean {
  if (!consoles) return false;
  if (consoles.pod_disabled) return true;
  return slotOut(consoles, consoles.xd1) && slotOut(consoles, consoles.xd2);
}

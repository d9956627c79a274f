import { DEFAULT_THEME, podTypeById } from '@gamepod/contracts/catalogues';
import type { Flag } from '@gamepod/contracts/http';
import type { PodTable } from '@gamepod/projections';
import type { ClientFacts } from '../../clients/domain/client-facts.ts';
import type { LabFacts } from '../../labs/domain/lab-facts.ts';
import { kioskSchedule } from '../domain/lab-schedule.ts';

export const flag = (b: boolean): Flag => (b ? 1 : 0);

/** The lab's zone and hours as the kiosk reads them: in the pod session data and `/kiosk/schedule`. */
export type KioskHours = {
  readonly timezone: string;
  readonly schedule_start: string | null;
  readonly schedule_end: string | null;
  readonly schedule_tomorrow: string | null;
  readonly schedule_closed: Flag | null;
};

/** Today's hours of `lab` at `now`, as the API speaks them (the closed flag 1/0). */
export function kioskHours(lab: LabFacts, now: Date): KioskHours {
  const schedule = kioskSchedule(lab, now);
  return {
    timezone: lab.timezone,
    ...schedule,
    schedule_closed: schedule.schedule_closed === null ? null : flag(schedule.schedule_closed),
  };
}

/** The pod session data a kiosk page keeps. Every flag is 1/0, as the API speaks them. */
export type PodSessionData = KioskHours & {
  /** The kiosk subscribes `pod.<pod_id>` on its realtime socket. */
  readonly pod_id: string;
  readonly pod_id_key: string;
  readonly session_id_key: string;
  readonly lab_name: string;
  readonly nav_name: string | null;
  readonly remote_id_key: string;
  readonly with_keyboard: Flag;
  readonly logo: string | null;
  readonly theme: typeof DEFAULT_THEME;
  readonly left_image: string | null;
  readonly right_image: string | null;
  readonly client_name: string;
  readonly sso_active: Flag;
  readonly sso_urls: { readonly login: string | null; readonly logout: string | null };
  /** What the login form asks for: a card number and PIN (sip2), a directory username and password (ldap), else an email and password. */
  readonly sign_in_source: 'password' | 'sso' | 'ldap' | 'sip2';
  readonly is_paid: Flag;
  readonly pod_type: string | null;
};

/**
 * Builds the pod session data from the pod's row and its lab and client. Logo, home
 * images and theme are the client defaults until the settings and lab-images code
 * records them.
 */
export function podSessionData(args: {
  readonly pod: PodTable;
  readonly lab: LabFacts;
  readonly client: ClientFacts | null;
  readonly session_id_key: string;
  readonly remote_id_key: string;
  readonly now: Date;
}): PodSessionData {
  const { pod, lab, client } = args;
  return {
    pod_id: pod.id,
    pod_id_key: pod.pod_id_key,
    session_id_key: args.session_id_key,
    lab_name: lab.lab_name,
    nav_name: pod.license ?? client?.navs.get(pod.nav_id) ?? null,
    ...kioskHours(lab, args.now),
    remote_id_key: args.remote_id_key,
    with_keyboard: flag(pod.with_keyboard),
    logo: null,
    theme: DEFAULT_THEME,
    left_image: null,
    right_image: null,
    client_name: client?.name ?? '',
    sso_active: flag(client?.sso_active ?? false),
    sso_urls: { login: client?.sso_login ?? null, logout: client?.sso_logout ?? null },
    sign_in_source: client?.sign_in_source ?? 'password',
    is_paid: flag(lab.is_paid),
    pod_type: podTypeById(pod.pod_type_id)?.code ?? null,
  };
}

// The queue policy form's values (as typed) and their check, pure so the rules are unit-tested.
import { QUEUE_PLATFORMS, type QueuePlatform } from '@gamepod/contracts/catalogues';
import type { QueuePolicy } from '@gamepod/contracts/http';

export type PolicyValues = {
  enabled: boolean;
  hold_minutes: string;
  /** Empty: no limit while people wait. */
  limit_minutes: string;
  no_show_count: string;
  no_show_days: string;
  no_show_ban_days: string;
  platforms: Record<QueuePlatform, boolean>;
};

export type PolicyField = Exclude<keyof PolicyValues, 'enabled' | 'platforms'>;
export type PolicyErrors = Partial<Record<PolicyField, string>>;

/** Each number field's label and bounds, as the server checks them. */
export const POLICY_BOUNDS: Readonly<Record<PolicyField, { label: string; min: number; max: number }>> = {
  hold_minutes: { label: 'Hold time (minutes)', min: 1, max: 120 },
  limit_minutes: { label: 'Session limit while people wait (minutes)', min: 5, max: 1440 },
  no_show_count: { label: 'No-shows before a ban', min: 1, max: 100 },
  no_show_days: { label: 'Counted over (days)', min: 1, max: 365 },
  no_show_ban_days: { label: 'Ban length (days)', min: 0, max: 365 },
};

export const PLATFORM_NAMES: Readonly<Record<QueuePlatform, string>> = {
  xb: 'Xbox',
  ps: 'PlayStation',
  sw: 'Switch',
  pc: 'PC',
};

export function policyValues(p: QueuePolicy): PolicyValues {
  return {
    enabled: p.enabled,
    hold_minutes: String(p.hold_minutes),
    limit_minutes: p.limit_minutes === null ? '' : String(p.limit_minutes),
    no_show_count: String(p.no_show.count),
    no_show_days: String(p.no_show.days),
    no_show_ban_days: String(p.no_show.ban_days),
    platforms: { ...p.platforms },
  };
}

function wholeIn(field: PolicyField, text: string): { value: number } | { error: string } {
  const { label, min, max } = POLICY_BOUNDS[field];
  const t = text.trim();
  if (!/^\d+$/.test(t)) return { error: `${label}: enter a whole number from ${min} to ${max}` };
  const value = Number(t);
  if (value < min || value > max) return { error: `${label}: enter a whole number from ${min} to ${max}` };
  return { value };
}

/**
 * The policy the values make, or each field's error. An empty limit is no limit.
 *
 * @example checkPolicy({ ...values, hold_minutes: '0' }) // { errors: { hold_minutes: 'Hold time (minutes): …' } }
 */
export function checkPolicy(v: PolicyValues): { policy: QueuePolicy } | { errors: PolicyErrors } {
  const errors: PolicyErrors = {};
  const num = (field: PolicyField): number => {
    const r = wholeIn(field, v[field]);
    if ('error' in r) errors[field] = r.error;
    return 'value' in r ? r.value : 0;
  };
  const hold = num('hold_minutes');
  const limit = v.limit_minutes.trim() === '' ? null : num('limit_minutes');
  const count = num('no_show_count');
  const days = num('no_show_days');
  const ban = num('no_show_ban_days');
  if (Object.keys(errors).length > 0) return { errors };
  const platforms = Object.fromEntries(QUEUE_PLATFORMS.map((p) => [p, v.platforms[p]])) as Record<
    QueuePlatform,
    boolean
  >;
  return {
    policy: {
      enabled: v.enabled,
      hold_minutes: hold,
      limit_minutes: limit,
      no_show: { count, days, ban_days: ban },
      platforms,
    },
  };
}

// The 14-character patron status of answers 24 and 64: one flag per position, "Y" when it holds.
import { Sip2Error } from './errors.ts';

/** The flags in their order on the wire. */
export const PATRON_STATUS_FLAGS = [
  'chargePrivilegesDenied',
  'renewalPrivilegesDenied',
  'recallPrivilegesDenied',
  'holdPrivilegesDenied',
  'cardReportedLost',
  'tooManyItemsCharged',
  'tooManyItemsOverdue',
  'tooManyRenewals',
  'tooManyClaimsOfItemsReturned',
  'tooManyItemsLost',
  'excessiveOutstandingFines',
  'excessiveOutstandingFees',
  'recallOverdue',
  'tooManyItemsBilled',
] as const;

export type PatronStatusFlag = (typeof PATRON_STATUS_FLAGS)[number];
export type PatronStatus = Readonly<Record<PatronStatusFlag, boolean>>;

/** No flag set: a patron in good standing. */
export const GOOD_STANDING: PatronStatus = Object.fromEntries(PATRON_STATUS_FLAGS.map((f) => [f, false])) as Record<
  PatronStatusFlag,
  boolean
>;

/** The flags as 14 characters of "Y" and space. */
export function encodePatronStatus(status: PatronStatus): string {
  return PATRON_STATUS_FLAGS.map((f) => (status[f] ? 'Y' : ' ')).join('');
}

/** Reads 14 flag characters; anything but "Y" (case aside) is unset, as ILSs send "N" or a space. */
export function decodePatronStatus(text: string): PatronStatus {
  if (text.length !== PATRON_STATUS_FLAGS.length) throw new Sip2Error('protocol', 'patron status is 14 characters');
  return Object.fromEntries(PATRON_STATUS_FLAGS.map((f, i) => [f, text[i] === 'Y' || text[i] === 'y'])) as Record<
    PatronStatusFlag,
    boolean
  >;
}

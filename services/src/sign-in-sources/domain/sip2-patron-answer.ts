// What a SIP2 patron information answer (64) means for a sign-in. The ILS must know the card
// (BL "Y") and, unless the client turned it off, confirm the PIN (CQ "Y"): a missing BL or CQ
// refuses, so an ILS that does not check PINs never lets a card in without one.
import { isoDateOf, type PatronInformationResponse } from '@gamepod/sip2';
import type { SourceAnswer } from './source-answer.ts';

export type Sip2SignInRules = {
  /** The ILS must say the PIN is right (CQ "Y"). When off, a PIN sent must still not be wrong (CQ "N"). */
  readonly pinRequired: boolean;
  /** A fee amount (BV) above this refuses with `fines`; null never refuses for the amount. */
  readonly maxFines: number | null;
  /** Today, YYYY-MM-DD: a card whose expiry date (PA) is before it is expired. */
  readonly today: string;
};

const sameCard = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const said = (info: PatronInformationResponse) => {
  const messages = info.screenMessages.filter((m) => m.trim() !== '');
  return messages.length > 0 ? ` (the ILS says: ${messages.join(' / ')})` : '';
};

/** The answer to a sign-in with `barcode`, from the ILS's 64 about it. */
export function sip2PatronAnswer(
  barcode: string,
  pinSent: boolean,
  info: PatronInformationResponse,
  rules: Sip2SignInRules,
): SourceAnswer {
  if (info.validPatron !== true) {
    return { kind: 'refused', reason: 'unknown_person', detail: `the ILS does not know card ${barcode}${said(info)}` };
  }
  if (!sameCard(info.patronIdentifier, barcode)) {
    return { kind: 'down', detail: `the ILS answered about card ${info.patronIdentifier}, not ${barcode}` };
  }
  const pinRefused = rules.pinRequired
    ? info.validPatronPassword !== true
    : pinSent && info.validPatronPassword === false;
  if (pinRefused) {
    return {
      kind: 'refused',
      reason: 'bad_credentials',
      detail:
        info.validPatronPassword === null
          ? 'the ILS did not confirm the PIN (no CQ field)'
          : 'the ILS says the PIN is wrong',
    };
  }
  const status = info.patronStatus;
  if (status.cardReportedLost) {
    return { kind: 'refused', reason: 'blocked', detail: `card ${barcode} is reported lost${said(info)}` };
  }
  const expiry = isoDateOf(info.expirationDate);
  if (expiry !== null && expiry < rules.today) {
    return { kind: 'refused', reason: 'expired', detail: `the card expired on ${expiry}${said(info)}` };
  }
  if (rules.maxFines !== null && info.feeAmount !== null && info.feeAmount.trim() !== '') {
    const owed = Number(info.feeAmount.trim());
    if (!Number.isFinite(owed)) {
      return {
        kind: 'refused',
        reason: 'fines',
        detail: `the ILS gave a fee amount we cannot read: ${info.feeAmount}`,
      };
    }
    if (owed > rules.maxFines) {
      const currency = info.currencyType ? ` ${info.currencyType}` : '';
      return {
        kind: 'refused',
        reason: 'fines',
        detail: `owes ${owed.toFixed(2)}${currency}, more than the ${rules.maxFines.toFixed(2)} allowed`,
      };
    }
  }
  if (status.chargePrivilegesDenied) {
    const forFines = status.excessiveOutstandingFines || status.excessiveOutstandingFees;
    return {
      kind: 'refused',
      reason: forFines ? 'fines' : 'blocked',
      detail: `the ILS denies this patron's privileges${forFines ? ' for fines' : ''}${said(info)}`,
    };
  }
  const name = info.personalName.trim();
  const email = info.emailAddress?.trim() ?? '';
  return {
    kind: 'accepted',
    person: {
      external_id: info.patronIdentifier.trim(),
      email: email === '' ? null : email,
      name: name === '' ? null : name,
      groups: [],
      birth_date: isoDateOf(info.birthDate),
      staff: false,
    },
  };
}

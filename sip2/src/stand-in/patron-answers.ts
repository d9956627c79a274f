// How the stand-in ILS answers 23 and 63 about a patron, the way Koha and Evergreen do: an
// unknown card is BL "N" with no name; a known card carries BL "Y" and CQ for the PIN sent.
import type { PatronInformationResponse } from '../messages/patron-information.ts';
import type { PatronStatusResponse } from '../messages/patron-status.ts';
import { GOOD_STANDING, type PatronStatus } from '../patron-status.ts';
import { sip2DateOf } from '../transaction-date.ts';
import type { StandInPatron } from './patrons.ts';

/** Past every patron's expiry: an expired card's expiry date. */
const LONG_AGO = '2024-06-30';
const SOME_DAY = '2030-12-31';
/** Above this the stand-in ILS itself flags the fines as excessive. */
const ILS_FINES_LIMIT = 20;

function statusOf(p: StandInPatron | undefined): PatronStatus {
  if (!p)
    return {
      ...GOOD_STANDING,
      chargePrivilegesDenied: true,
      renewalPrivilegesDenied: true,
      recallPrivilegesDenied: true,
      holdPrivilegesDenied: true,
    };
  const denied = p.blocked || p.barred || p.expired || p.cardLost;
  return {
    ...GOOD_STANDING,
    chargePrivilegesDenied: denied,
    renewalPrivilegesDenied: denied,
    recallPrivilegesDenied: p.barred,
    holdPrivilegesDenied: p.barred,
    cardReportedLost: p.cardLost,
    excessiveOutstandingFines: p.fines > ILS_FINES_LIMIT,
  };
}

type Asked = { readonly institutionId: string; readonly barcode: string; readonly pin: string; readonly at: string };

function commonAnswer(p: StandInPatron | undefined, asked: Asked) {
  return {
    patronStatus: statusOf(p),
    language: '001',
    transactionDate: asked.at,
    institutionId: asked.institutionId,
    patronIdentifier: asked.barcode,
    personalName: p?.name ?? '',
    validPatron: p !== undefined,
    validPatronPassword: p !== undefined && asked.pin !== '' && asked.pin === p.pin,
    currencyType: p && p.fines > 0 ? 'USD' : null,
    feeAmount: p && p.fines > 0 ? p.fines.toFixed(2) : null,
    screenMessages: p
      ? p.expired
        ? ['Your card has expired']
        : p.barred
          ? ['Your account is barred']
          : []
      : ['Invalid patron'],
    printLines: [],
  };
}

export function patronStatusAnswer(p: StandInPatron | undefined, asked: Asked): PatronStatusResponse {
  return commonAnswer(p, asked);
}

export function patronInformationAnswer(p: StandInPatron | undefined, asked: Asked): PatronInformationResponse {
  return {
    ...commonAnswer(p, asked),
    counts: {
      holdItems: 0,
      overdueItems: 0,
      chargedItems: 0,
      fineItems: p && p.fines > 0 ? 1 : 0,
      recallItems: 0,
      unavailableHolds: 0,
    },
    emailAddress: p?.email ?? null,
    homeAddress: null,
    homePhone: null,
    birthDate: p?.birthDate ? sip2DateOf(p.birthDate) : null,
    expirationDate: p ? sip2DateOf(p.expired ? LONG_AGO : SOME_DAY) : null,
  };
}

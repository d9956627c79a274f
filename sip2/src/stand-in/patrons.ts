// The stand-in ILS's patrons: what a library system keeps about a card holder, as far as a
// sign-in needs it.

export type StandInPatron = {
  /** The card number (SIP2's patron identifier). */
  readonly barcode: string;
  readonly pin: string;
  readonly name: string;
  readonly email: string | null;
  /** YYYY-MM-DD */
  readonly birthDate: string | null;
  /** Outstanding fines and fees, in the library's currency. */
  readonly fines: number;
  /** The library restricted the account (charge privileges denied). */
  readonly blocked: boolean;
  /** The card's expiry date has passed. */
  readonly expired: boolean;
  /** Barred from every privilege (a debarment). */
  readonly barred: boolean;
  /** The card was reported lost. */
  readonly cardLost: boolean;
};

/** A patron in good standing, with what is not given. */
export function standInPatron(
  given: Pick<StandInPatron, 'barcode' | 'pin' | 'name'> & Partial<StandInPatron>,
): StandInPatron {
  return {
    email: null,
    birthDate: null,
    fines: 0,
    blocked: false,
    expired: false,
    barred: false,
    cardLost: false,
    ...given,
  };
}

/** The demo library's card holders: one of each kind of answer an ILS gives. */
export const DEMO_PATRONS: readonly StandInPatron[] = [
  standInPatron({
    barcode: '21000100010001',
    pin: '1234',
    name: 'Maya Okafor',
    email: 'maya.okafor@example.org',
    birthDate: '1998-04-17',
  }),
  standInPatron({
    barcode: '21000100010002',
    pin: '4321',
    name: 'Leo Brandt',
    email: 'leo.brandt@example.org',
    birthDate: '2012-09-03',
  }),
  standInPatron({
    barcode: '21000100010003',
    pin: '5555',
    name: 'Priya Raman',
    email: 'priya.raman@example.org',
    birthDate: '1987-01-22',
    fines: 2.5,
  }),
  standInPatron({
    barcode: '21000100010004',
    pin: '2468',
    name: 'Tomás Ibarra',
    email: null,
    birthDate: '2001-11-30',
    fines: 27.4,
  }),
  standInPatron({ barcode: '21000100010005', pin: '1357', name: 'Grace Liu', birthDate: '1975-06-08', expired: true }),
  standInPatron({
    barcode: '21000100010006',
    pin: '9999',
    name: 'Sam Whitfield',
    birthDate: '1992-02-14',
    blocked: true,
  }),
  standInPatron({ barcode: '21000100010007', pin: '8080', name: 'Noor Haddad', birthDate: '1969-12-01', barred: true }),
  standInPatron({
    barcode: '21000100010008',
    pin: '0000',
    name: 'Ellis Park',
    birthDate: '2005-07-19',
    cardLost: true,
  }),
];

// What the patron answers 24 and 64 share: the patron's standing, and the fields naming them.
import { field, fieldAll, type RawMessage, yesNo } from '../message.ts';

export type PatronRequest = {
  /** Three digits; "000" is unknown, "001" English. */
  readonly language: string;
  /** 18 characters, see `transactionDate`. */
  readonly transactionDate: string;
  readonly institutionId: string;
  readonly patronIdentifier: string;
  readonly terminalPassword: string;
  readonly patronPassword: string;
};

export type PatronAnswerFields = {
  readonly institutionId: string;
  readonly patronIdentifier: string;
  /** AE; empty when the ILS does not know the patron. */
  readonly personalName: string;
  /** BL: the ILS knows this patron. Null when the ILS did not say. */
  readonly validPatron: boolean | null;
  /** CQ: the patron password (PIN) sent was right. Null when the ILS did not say. */
  readonly validPatronPassword: boolean | null;
  /** BH, three letters (ISO 4217). */
  readonly currencyType: string | null;
  /** BV, as the ILS wrote it ("3.50"). */
  readonly feeAmount: string | null;
  /** AF, screen messages (some ILSs send several). */
  readonly screenMessages: readonly string[];
  /** AG, print lines. */
  readonly printLines: readonly string[];
};

export function requestFields(r: PatronRequest) {
  return [
    ['AO', r.institutionId],
    ['AA', r.patronIdentifier],
    ['AC', r.terminalPassword],
    ['AD', r.patronPassword],
  ] as const;
}

export function decodeRequestFields(m: RawMessage) {
  return {
    institutionId: field(m, 'AO') ?? '',
    patronIdentifier: field(m, 'AA') ?? '',
    terminalPassword: field(m, 'AC') ?? '',
    patronPassword: field(m, 'AD') ?? '',
  };
}

export function decodeAnswerFields(m: RawMessage): PatronAnswerFields {
  return {
    institutionId: field(m, 'AO') ?? '',
    patronIdentifier: field(m, 'AA') ?? '',
    personalName: field(m, 'AE') ?? '',
    validPatron: yesNo(field(m, 'BL')),
    validPatronPassword: yesNo(field(m, 'CQ')),
    currencyType: field(m, 'BH'),
    feeAmount: field(m, 'BV'),
    screenMessages: fieldAll(m, 'AF'),
    printLines: fieldAll(m, 'AG'),
  };
}

const yn = (v: boolean) => (v ? 'Y' : 'N');

/** AO, AA, AE in the order the answers put them first. */
export function leadingAnswerFields(a: PatronAnswerFields) {
  return [
    ['AO', a.institutionId],
    ['AA', a.patronIdentifier],
    ['AE', a.personalName],
  ] as const;
}

/** The optional standing fields: only those with a value. */
export function standingAnswerFields(a: PatronAnswerFields) {
  return [
    ...(a.validPatron === null ? [] : [['BL', yn(a.validPatron)] as const]),
    ...(a.validPatronPassword === null ? [] : [['CQ', yn(a.validPatronPassword)] as const]),
    ...(a.currencyType === null ? [] : [['BH', a.currencyType] as const]),
    ...(a.feeAmount === null ? [] : [['BV', a.feeAmount] as const]),
  ];
}

export function messageFields(a: PatronAnswerFields) {
  return [...a.screenMessages.map((t) => ['AF', t] as const), ...a.printLines.map((t) => ['AG', t] as const)];
}

// 63 Patron Information and 64 Patron Information Response: the patron's standing with their
// name, email and (an extension most ILSs send) birth date.
import { count, encodeBody, field, fixedWidth, type RawMessage } from '../message.ts';
import { decodePatronStatus, encodePatronStatus, type PatronStatus } from '../patron-status.ts';
import {
  decodeAnswerFields,
  decodeRequestFields,
  leadingAnswerFields,
  messageFields,
  type PatronAnswerFields,
  type PatronRequest,
  requestFields,
  standingAnswerFields,
} from './patron-fields.ts';

export type PatronInformationRequest = PatronRequest & {
  /** 10 characters; a "Y" asks for one list of items (holds, overdue…). Spaces ask for none. */
  readonly summary?: string;
};

export type ItemCounts = {
  readonly holdItems: number;
  readonly overdueItems: number;
  readonly chargedItems: number;
  readonly fineItems: number;
  readonly recallItems: number;
  readonly unavailableHolds: number;
};

export type PatronInformationResponse = PatronAnswerFields & {
  readonly patronStatus: PatronStatus;
  readonly language: string;
  readonly transactionDate: string;
  readonly counts: ItemCounts;
  /** BE */
  readonly emailAddress: string | null;
  /** BD */
  readonly homeAddress: string | null;
  /** BF */
  readonly homePhone: string | null;
  /** PB, as the ILS wrote it (YYYYMMDD). */
  readonly birthDate: string | null;
  /** PA, the card's expiry date as the ILS wrote it (YYYYMMDD), an extension Koha and Evergreen send. */
  readonly expirationDate: string | null;
};

const COUNT_ORDER = [
  'holdItems',
  'overdueItems',
  'chargedItems',
  'fineItems',
  'recallItems',
  'unavailableHolds',
] as const;

export function encodePatronInformationRequest(r: PatronInformationRequest): string {
  return encodeBody({
    code: '63',
    fixed: r.language + r.transactionDate + (r.summary ?? ' '.repeat(10)),
    fields: requestFields(r),
  });
}

export function decodePatronInformationRequest(m: RawMessage): PatronInformationRequest {
  return {
    language: m.fixed.slice(0, 3),
    transactionDate: m.fixed.slice(3, 21),
    summary: m.fixed.slice(21, 31),
    ...decodeRequestFields(m),
  };
}

export function encodePatronInformationResponse(r: PatronInformationResponse): string {
  const optional = (id: string, value: string | null) => (value === null ? [] : [[id, value] as const]);
  return encodeBody({
    code: '64',
    fixed:
      encodePatronStatus(r.patronStatus) +
      r.language +
      r.transactionDate +
      COUNT_ORDER.map((c) => fixedWidth(r.counts[c], 4)).join(''),
    fields: [
      ...leadingAnswerFields(r),
      ...standingAnswerFields(r),
      ...optional('BD', r.homeAddress),
      ...optional('BE', r.emailAddress),
      ...optional('BF', r.homePhone),
      ...optional('PB', r.birthDate),
      ...optional('PA', r.expirationDate),
      ...messageFields(r),
    ],
  });
}

export function decodePatronInformationResponse(m: RawMessage): PatronInformationResponse {
  const counts = Object.fromEntries(
    COUNT_ORDER.map((c, i) => [c, count(m.fixed.slice(35 + i * 4, 39 + i * 4))]),
  ) as Record<(typeof COUNT_ORDER)[number], number>;
  return {
    patronStatus: decodePatronStatus(m.fixed.slice(0, 14)),
    language: m.fixed.slice(14, 17),
    transactionDate: m.fixed.slice(17, 35),
    counts,
    ...decodeAnswerFields(m),
    emailAddress: field(m, 'BE'),
    homeAddress: field(m, 'BD'),
    homePhone: field(m, 'BF'),
    birthDate: field(m, 'PB'),
    expirationDate: field(m, 'PA'),
  };
}

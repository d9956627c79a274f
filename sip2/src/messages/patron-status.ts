// 23 Patron Status Request and 24 Patron Status Response: is this card good, is this PIN right.
import { encodeBody, type RawMessage } from '../message.ts';
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

export type PatronStatusRequest = PatronRequest;
export type PatronStatusResponse = PatronAnswerFields & {
  readonly patronStatus: PatronStatus;
  readonly language: string;
  readonly transactionDate: string;
};

export function encodePatronStatusRequest(r: PatronStatusRequest): string {
  return encodeBody({ code: '23', fixed: r.language + r.transactionDate, fields: requestFields(r) });
}

export function decodePatronStatusRequest(m: RawMessage): PatronStatusRequest {
  return { language: m.fixed.slice(0, 3), transactionDate: m.fixed.slice(3, 21), ...decodeRequestFields(m) };
}

export function encodePatronStatusResponse(r: PatronStatusResponse): string {
  return encodeBody({
    code: '24',
    fixed: encodePatronStatus(r.patronStatus) + r.language + r.transactionDate,
    fields: [...leadingAnswerFields(r), ...standingAnswerFields(r), ...messageFields(r)],
  });
}

export function decodePatronStatusResponse(m: RawMessage): PatronStatusResponse {
  return {
    patronStatus: decodePatronStatus(m.fixed.slice(0, 14)),
    language: m.fixed.slice(14, 17),
    transactionDate: m.fixed.slice(17, 35),
    ...decodeAnswerFields(m),
  };
}

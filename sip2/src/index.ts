// `@gamepod/sip2`: a small typed SIP2 client for the messages a sign-in needs (93/94 login,
// 99/98 status, 23/24 patron status, 63/64 patron information), with SIP2's error detection.
export { checksum, hasValidChecksum } from './checksum.ts';
export { connectSip2, type Sip2Client, type Sip2ConnectOptions, type Sip2TlsOptions } from './client.ts';
export { Sip2Error, type Sip2ErrorCode } from './errors.ts';
export { seal, unseal } from './frame.ts';
export { decodeBody, encodeBody, type Field, type RawMessage } from './message.ts';
export * from './messages/login.ts';
export type { PatronAnswerFields, PatronRequest } from './messages/patron-fields.ts';
export * from './messages/patron-information.ts';
export * from './messages/patron-status.ts';
export * from './messages/sc-status.ts';
export {
  decodePatronStatus,
  encodePatronStatus,
  GOOD_STANDING,
  PATRON_STATUS_FLAGS,
  type PatronStatus,
  type PatronStatusFlag,
} from './patron-status.ts';
export { isoDateOf, sip2DateOf, transactionDate } from './transaction-date.ts';

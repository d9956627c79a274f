/**
 * What went wrong talking SIP2. `protocol`: the answer is not what SIP2 allows (bad checksum,
 * wrong sequence number, garbage, a message we did not ask for). `timeout`: no whole answer in
 * time. `closed`: the connection ended, mid-answer or before. `connect`: it could not be opened
 * (refused, unreachable, TLS handshake failed). `field`: a value we were asked to send cannot be
 * sent (it holds a field separator or a line end).
 */
export type Sip2ErrorCode = 'protocol' | 'timeout' | 'closed' | 'connect' | 'field';

export class Sip2Error extends Error {
  readonly code: Sip2ErrorCode;
  constructor(code: Sip2ErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'Sip2Error';
    this.code = code;
  }
}

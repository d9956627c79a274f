// Error detection around a message: `AY<sequence>AZ<checksum>` then a carriage return.
import { checksum, hasValidChecksum } from './checksum.ts';
import { Sip2Error } from './errors.ts';

/** The text with its sequence number (0–9) and checksum, ready to send (carriage return included). */
export function seal(body: string, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 0 || sequence > 9) throw new Sip2Error('field', 'sequence is 0 to 9');
  const head = `${body}AY${sequence}AZ`;
  return `${head}${checksum(head)}\r`;
}

/**
 * One received message (its carriage return already taken off) checked and opened: its text and
 * sequence number. A message without `AY…AZ…` or with a wrong checksum is a protocol error.
 */
export function unseal(message: string): { readonly body: string; readonly sequence: number } {
  const m = /AY(\d)AZ[0-9A-Fa-f]{4}$/.exec(message);
  if (!m) throw new Sip2Error('protocol', 'the message carries no sequence number and checksum');
  if (!hasValidChecksum(message)) throw new Sip2Error('protocol', 'the message has a wrong checksum');
  return { body: message.slice(0, m.index), sequence: Number(m[1]) };
}

// A SIP2 message without its error detection: a two-digit code, fixed-length fields, then
// variable fields, each a two-letter id, its value and "|". Fields may repeat (screen messages).
import { Sip2Error } from './errors.ts';

export type Field = readonly [id: string, value: string];

export type RawMessage = {
  readonly code: string;
  /** The fixed-length fields, side by side, as they stand after the code. */
  readonly fixed: string;
  readonly fields: readonly Field[];
};

/** The length of the fixed part of each message this package speaks. */
export const FIXED_LENGTH: Readonly<Record<string, number>> = {
  '93': 2,
  '94': 1,
  '23': 21,
  '24': 35,
  '63': 31,
  '64': 59,
  '99': 8,
  '98': 34,
  '96': 0,
  '97': 0,
};

/** The message's text, before `AY…AZ…`. A value holding "|" or a line end would forge fields: it is refused. */
export function encodeBody(message: RawMessage): string {
  const expected = FIXED_LENGTH[message.code];
  if (expected === undefined) throw new Sip2Error('field', `unknown message code ${message.code}`);
  if (message.fixed.length !== expected) {
    throw new Sip2Error(
      'field',
      `message ${message.code} needs ${expected} fixed characters, got ${message.fixed.length}`,
    );
  }
  let text = message.code + message.fixed;
  for (const [id, value] of message.fields) {
    if (/[|\r\n]/.test(value)) throw new Sip2Error('field', `field ${id} holds a "|" or a line end`);
    text += `${id}${value}|`;
  }
  return text;
}

/** Reads a message's text (error detection already taken off). */
export function decodeBody(text: string): RawMessage {
  const code = text.slice(0, 2);
  const length = FIXED_LENGTH[code];
  if (length === undefined) throw new Sip2Error('protocol', `unknown message code ${JSON.stringify(code)}`);
  if (text.length < 2 + length) throw new Sip2Error('protocol', `message ${code} is shorter than its fixed fields`);
  const fixed = text.slice(2, 2 + length);
  const fields: Field[] = [];
  for (const part of text.slice(2 + length).split('|')) {
    if (part === '') continue;
    if (part.length < 2) throw new Sip2Error('protocol', `field ${JSON.stringify(part)} has no two-letter id`);
    fields.push([part.slice(0, 2), part.slice(2)]);
  }
  return { code, fixed, fields };
}

/** The first value of a field, or null when the message has none. */
export function field(message: RawMessage, id: string): string | null {
  return message.fields.find(([f]) => f === id)?.[1] ?? null;
}

/** Every value of a field that may repeat. */
export function fieldAll(message: RawMessage, id: string): string[] {
  return message.fields.filter(([f]) => f === id).map(([, v]) => v);
}

/** A Y/N field as a boolean, null when absent. */
export function yesNo(value: string | null): boolean | null {
  if (value === null || value === '') return null;
  if (value === 'Y' || value === 'y') return true;
  if (value === 'N' || value === 'n') return false;
  throw new Sip2Error('protocol', `expected Y or N, got ${JSON.stringify(value)}`);
}

/** A fixed field of digits (a count), or a protocol error. Some ILSs pad counts with spaces. */
export function count(text: string): number {
  const trimmed = text.trim();
  if (!/^\d*$/.test(trimmed)) throw new Sip2Error('protocol', `expected a count, got ${JSON.stringify(text)}`);
  return trimmed === '' ? 0 : Number(trimmed);
}

/** Pads or cuts a fixed field to its width. */
export function fixedWidth(value: string | number, width: number, pad = '0'): string {
  const text = String(value);
  return text.length >= width ? text.slice(-width) : text.padStart(width, pad);
}

// SIP2's error detection: every message ends `AY<sequence>AZ<checksum>`, the checksum covering
// every byte from the message's first up to and including "AZ".

/** The two's complement of the byte sum of `text` (UTF-8), as four uppercase hex digits. */
export function checksum(text: string): string {
  let sum = 0;
  for (const byte of Buffer.from(text, 'utf8')) sum += byte;
  return ((-sum & 0xffff) >>> 0).toString(16).toUpperCase().padStart(4, '0');
}

/** Whether a message ending `AZxxxx` carries the checksum of what precedes `xxxx` (hex in either case). */
export function hasValidChecksum(message: string): boolean {
  if (message.length < 6 || message.slice(-6, -4) !== 'AZ') return false;
  const given = message.slice(-4);
  return /^[0-9A-Fa-f]{4}$/.test(given) && given.toUpperCase() === checksum(message.slice(0, -4));
}

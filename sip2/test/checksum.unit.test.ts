import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checksum, hasValidChecksum } from '../src/checksum.ts';
import { Sip2Error } from '../src/errors.ts';
import { seal, unseal } from '../src/frame.ts';

describe('the SIP2 checksum', () => {
  it("gives FCA5 for the specification's SC Status example", () => {
    assert.equal(checksum('9900302.00AY1AZ'), 'FCA5');
    assert.equal(hasValidChecksum('9900302.00AY1AZFCA5'), true);
  });

  it("gives FCB4 for the SC Status example as the developers' guide prints it, with a blank status", () => {
    assert.equal(checksum('990 402.00AY1AZ'), 'FCB4');
  });

  it("gives EC7B for the specification's Login example (the EC78 it prints is a misprint: these bytes sum to EC7B)", () => {
    assert.equal(checksum('9300CNLoginUserID|COLoginPassword|CPLocationCode|AY5AZ'), 'EC7B');
    assert.equal(hasValidChecksum('9300CNLoginUserID|COLoginPassword|CPLocationCode|AY5AZEC78'), false);
  });

  it('sums UTF-8 bytes, so a name with accents is checked as it travels', () => {
    // "é" travels as C3 A9: -(0xC3 + 0xA9) & 0xFFFF = FE94 (Latin-1's lone E9 would give FF17).
    assert.equal(checksum('é'), 'FE94');
  });

  it('accepts lowercase hex, as some ILSs send it', () => {
    assert.equal(hasValidChecksum('9900302.00AY1AZfca5'), true);
  });

  it('refuses a message whose checksum is off by one, or missing', () => {
    assert.equal(hasValidChecksum('9900302.00AY1AZFCA6'), false);
    assert.equal(hasValidChecksum('9900302.00AY1AZ'), false);
    assert.equal(hasValidChecksum('9900302.00'), false);
  });
});

describe('sealing and unsealing a message', () => {
  it('adds the sequence number, checksum and carriage return', () => {
    assert.equal(seal('9900302.00', 1), '9900302.00AY1AZFCA5\r');
  });

  it('opens a sealed message into its text and sequence number', () => {
    assert.deepEqual(unseal('9900302.00AY1AZFCA5'), { body: '9900302.00', sequence: 1 });
  });

  it('finds the sequence at the end even when a field holds "AY"', () => {
    const sealed = seal('24AEKAYLA MAY|', 4).slice(0, -1);
    assert.deepEqual(unseal(sealed), { body: '24AEKAYLA MAY|', sequence: 4 });
  });

  it('is a protocol error when the checksum is wrong or absent', () => {
    assert.throws(
      () => unseal('9900302.00AY1AZFCA6'),
      (e) => e instanceof Sip2Error && e.code === 'protocol',
    );
    assert.throws(
      () => unseal('9900302.00'),
      (e) => e instanceof Sip2Error && e.code === 'protocol',
    );
  });

  it('refuses a sequence number outside 0 to 9', () => {
    assert.throws(() => seal('9900302.00', 10), Sip2Error);
  });
});

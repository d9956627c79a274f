import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Sip2Error } from '../src/errors.ts';
import { seal, unseal } from '../src/frame.ts';
import { decodeBody } from '../src/message.ts';
import {
  decodeLoginRequest,
  decodeLoginResponse,
  encodeLoginRequest,
  encodeLoginResponse,
} from '../src/messages/login.ts';
import {
  decodePatronInformationRequest,
  decodePatronInformationResponse,
  encodePatronInformationRequest,
  encodePatronInformationResponse,
  type PatronInformationResponse,
} from '../src/messages/patron-information.ts';
import {
  decodePatronStatusRequest,
  decodePatronStatusResponse,
  encodePatronStatusRequest,
  encodePatronStatusResponse,
} from '../src/messages/patron-status.ts';
import {
  decodeAcsStatusResponse,
  decodeScStatusRequest,
  encodeAcsStatusResponse,
  encodeScStatusRequest,
} from '../src/messages/sc-status.ts';
import { decodePatronStatus, encodePatronStatus, GOOD_STANDING } from '../src/patron-status.ts';
import { isoDateOf, transactionDate } from '../src/transaction-date.ts';

/** A received message as the client reads it: unsealed, then split into its fields. */
const received = (wire: string) => decodeBody(unseal(wire).body);

describe('93 Login', () => {
  it("encodes the specification's example exactly", () => {
    const body = encodeLoginRequest({
      loginUserId: 'LoginUserID',
      loginPassword: 'LoginPassword',
      locationCode: 'LocationCode',
    });
    assert.equal(seal(body, 5), '9300CNLoginUserID|COLoginPassword|CPLocationCode|AY5AZEC7B\r');
  });

  it('decodes it back, as the ILS reads it', () => {
    assert.deepEqual(decodeLoginRequest(received('9300CNLoginUserID|COLoginPassword|CPLocationCode|AY5AZEC7B')), {
      uidAlgorithm: '0',
      pwdAlgorithm: '0',
      loginUserId: 'LoginUserID',
      loginPassword: 'LoginPassword',
      locationCode: 'LocationCode',
    });
  });

  it('leaves the location code out when none is configured', () => {
    assert.equal(encodeLoginRequest({ loginUserId: 'sc', loginPassword: 'pw' }), '9300CNsc|COpw|');
  });

  it('refuses a password holding a field separator, which would forge a field', () => {
    assert.throws(
      () => encodeLoginRequest({ loginUserId: 'sc', loginPassword: 'pw|CNadmin' }),
      (e) => e instanceof Sip2Error && e.code === 'field',
    );
  });
});

describe('94 Login Response', () => {
  it('reads 941 as logged in and 940 as refused', () => {
    assert.deepEqual(decodeLoginResponse(received('941AY5AZFDF8')), { ok: true });
    assert.equal(seal(encodeLoginResponse({ ok: false }), 5), '940AY5AZFDF9\r');
    assert.deepEqual(decodeLoginResponse(received('940AY5AZFDF9')), { ok: false });
  });

  it('is a protocol error when the flag is neither 0 nor 1', () => {
    assert.throws(() => decodeLoginResponse(received(seal('94Y', 0).slice(0, -1))), Sip2Error);
  });
});

describe('99 SC Status and 98 ACS Status', () => {
  it("encodes the specification's SC Status example exactly", () => {
    const body = encodeScStatusRequest({ statusCode: '0', maxPrintWidth: 30, protocolVersion: '2.00' });
    assert.equal(seal(body, 1), '9900302.00AY1AZFCA5\r');
    assert.deepEqual(decodeScStatusRequest(received('9900302.00AY1AZFCA5')), {
      statusCode: '0',
      maxPrintWidth: 30,
      protocolVersion: '2.00',
    });
  });

  it('encodes and decodes an ACS Status answer with its 34 fixed characters', () => {
    const answer = {
      onlineStatus: true,
      checkinOk: true,
      checkoutOk: false,
      renewalPolicy: true,
      statusUpdateOk: false,
      offlineOk: false,
      timeoutPeriod: '030',
      retriesAllowed: '003',
      dateTimeSync: '19960212   Z100239',
      protocolVersion: '2.00',
      institutionId: 'GPL',
      libraryName: 'Gamepod Public Library',
      supportedMessages: 'YNNNNNYNYNNNNNNN',
      terminalLocation: null,
      screenMessages: ['Welcome'],
      printLines: [],
    };
    const wire = '98YYNYNN03000319960212   Z1002392.00AOGPL|AMGamepod Public Library|BXYNNNNNYNYNNNNNNN|AFWelcome|';
    assert.equal(encodeAcsStatusResponse(answer), wire);
    assert.deepEqual(decodeAcsStatusResponse(received(seal(wire, 1).slice(0, -1))), answer);
  });
});

describe('23 Patron Status Request', () => {
  const request = {
    language: '001',
    transactionDate: '19960212    100239',
    institutionId: 'id_21',
    patronIdentifier: '104000000105',
    terminalPassword: '',
    patronPassword: '',
  };
  const wire = '2300119960212    100239AOid_21|AA104000000105|AC|AD|AY2AZF271';

  it("encodes the specification's example exactly (with the AA its printed example lost)", () => {
    assert.equal(seal(encodePatronStatusRequest(request), 2), `${wire}\r`);
  });

  it('decodes it back, as the ILS reads it', () => {
    assert.deepEqual(decodePatronStatusRequest(received(wire)), request);
  });
});

describe('24 Patron Status Response', () => {
  const wire =
    '24  Y           00119960212    100239AOid_21|AA104000000105|AEJohn Doe|BLY|CQN|BHUSD|BV4.50|AFWrong PIN|AFSee the desk|AY2AZ';
  const answer = {
    patronStatus: { ...GOOD_STANDING, recallPrivilegesDenied: true },
    language: '001',
    transactionDate: '19960212    100239',
    institutionId: 'id_21',
    patronIdentifier: '104000000105',
    personalName: 'John Doe',
    validPatron: true,
    validPatronPassword: false,
    currencyType: 'USD',
    feeAmount: '4.50',
    screenMessages: ['Wrong PIN', 'See the desk'],
    printLines: [],
  };

  it('encodes every field in its place', () => {
    assert.equal(encodePatronStatusResponse(answer), wire.slice(0, -5));
  });

  it('decodes the patron status flags, BL, CQ, the fee and every screen message', () => {
    assert.deepEqual(decodePatronStatusResponse(received(seal(wire.slice(0, -5), 2).slice(0, -1))), answer);
  });

  it('reads an answer without BL and CQ (SIP 1 ILSs) as "not said"', () => {
    const m = decodePatronStatusResponse(decodeBody('24              00119960212    100239AOid_21|AA1|AE|'));
    assert.equal(m.validPatron, null);
    assert.equal(m.validPatronPassword, null);
  });
});

describe('63 Patron Information', () => {
  const request = {
    language: '001',
    transactionDate: '20261207   Z154400',
    summary: '          ',
    institutionId: 'GPL',
    patronIdentifier: '21000100010001',
    terminalPassword: 'term',
    patronPassword: '1234',
  };
  const body = '6300120261207   Z154400          AOGPL|AA21000100010001|ACterm|AD1234|';

  it('encodes the fixed fields (language, date, a summary of spaces) and the patron fields', () => {
    assert.equal(encodePatronInformationRequest(request), body);
  });

  it('decodes it back, as the ILS reads it', () => {
    assert.deepEqual(decodePatronInformationRequest(decodeBody(body)), request);
  });
});

describe('64 Patron Information Response', () => {
  const answer: PatronInformationResponse = {
    patronStatus: { ...GOOD_STANDING, chargePrivilegesDenied: true, cardReportedLost: true },
    language: '001',
    transactionDate: '20261207   Z154400',
    counts: { holdItems: 1, overdueItems: 0, chargedItems: 12, fineItems: 2, recallItems: 0, unavailableHolds: 3 },
    institutionId: 'GPL',
    patronIdentifier: '21000100010001',
    personalName: 'Maya Okafor',
    validPatron: true,
    validPatronPassword: true,
    currencyType: 'USD',
    feeAmount: '2.50',
    homeAddress: null,
    emailAddress: 'maya.okafor@example.org',
    homePhone: null,
    birthDate: '19980417',
    expirationDate: '20301231',
    screenMessages: ['Card reported lost'],
    printLines: ['Receipt'],
  };
  const body =
    '64Y   Y         00120261207   Z154400000100000012000200000003' +
    'AOGPL|AA21000100010001|AEMaya Okafor|BLY|CQY|BHUSD|BV2.50|BEmaya.okafor@example.org|PB19980417|PA20301231|AFCard reported lost|AGReceipt|';

  it('encodes the 14 status flags, the six counts and the fields', () => {
    assert.equal(encodePatronInformationResponse(answer), body);
  });

  it('decodes AE name, BE email, PB birth date and the card lost flag', () => {
    assert.deepEqual(decodePatronInformationResponse(received(seal(body, 7).slice(0, -1))), answer);
  });

  it('reads counts an ILS pads with spaces', () => {
    const padded = `64              00120261207   Z154400   1   0  12   2   0   3AOGPL|AA1|AE|`;
    assert.deepEqual(decodePatronInformationResponse(decodeBody(padded)).counts, answer.counts);
  });

  it('is a protocol error when a count is not a number', () => {
    const bad = `64              00120261207   Z154400000X00000012000200000003AOGPL|AA1|AE|`;
    assert.throws(() => decodePatronInformationResponse(decodeBody(bad)), Sip2Error);
  });
});

describe('the patron status field', () => {
  it('maps each of the 14 positions to its flag', () => {
    const status = decodePatronStatus('Y   Y     Y   ');
    assert.equal(status.chargePrivilegesDenied, true);
    assert.equal(status.cardReportedLost, true);
    assert.equal(status.excessiveOutstandingFines, true);
    assert.equal(Object.values(status).filter(Boolean).length, 3);
    assert.equal(encodePatronStatus(status), 'Y   Y     Y   ');
  });

  it('reads N as unset, as some ILSs send it', () => {
    assert.deepEqual(decodePatronStatus('NNNNNNNNNNNNNN'), GOOD_STANDING);
  });

  it('is a protocol error when it is not 14 characters', () => {
    assert.throws(() => decodePatronStatus('YYYY'), Sip2Error);
  });
});

describe('message bodies', () => {
  it('is a protocol error for an unknown code or a body shorter than its fixed fields', () => {
    assert.throws(
      () => decodeBody('HTTP/1.1 400'),
      (e) => e instanceof Sip2Error && e.code === 'protocol',
    );
    assert.throws(
      () => decodeBody('6400'),
      (e) => e instanceof Sip2Error && e.code === 'protocol',
    );
  });
});

describe('dates', () => {
  it('writes a transaction date in UTC, zone "   Z"', () => {
    assert.equal(transactionDate(new Date('2026-12-07T15:44:00Z')), '20261207   Z154400');
  });

  it('reads YYYYMMDD and YYYY-MM-DD birth dates, and nothing else', () => {
    assert.equal(isoDateOf('19980417'), '1998-04-17');
    assert.equal(isoDateOf('1998-04-17'), '1998-04-17');
    assert.equal(isoDateOf('19981341'), null);
    assert.equal(isoDateOf(''), null);
    assert.equal(isoDateOf(null), null);
  });
});

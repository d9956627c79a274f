import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { GOOD_STANDING, type PatronInformationResponse } from '@gamepod/sip2';
import { type Sip2SignInRules, sip2PatronAnswer } from '../../src/sign-in-sources/domain/sip2-patron-answer.ts';

const rules: Sip2SignInRules = { pinRequired: true, maxFines: 10, today: '2026-12-07' };

/** Given: the ILS's 64 about card 2100 with the right PIN, in good standing. */
const info = (over: Partial<PatronInformationResponse> = {}): PatronInformationResponse => ({
  patronStatus: GOOD_STANDING,
  language: '001',
  transactionDate: '20261207   Z154400',
  counts: { holdItems: 0, overdueItems: 0, chargedItems: 0, fineItems: 0, recallItems: 0, unavailableHolds: 0 },
  institutionId: 'GPL',
  patronIdentifier: '2100',
  personalName: 'Maya Okafor',
  validPatron: true,
  validPatronPassword: true,
  currencyType: null,
  feeAmount: null,
  homeAddress: null,
  emailAddress: 'maya@example.org',
  homePhone: null,
  birthDate: '19980417',
  expirationDate: '20301231',
  screenMessages: [],
  printLines: [],
  ...over,
});

const refusal = (answer: ReturnType<typeof sip2PatronAnswer>) =>
  answer.kind === 'refused' ? answer.reason : answer.kind;

describe('what a SIP2 patron answer means for a sign-in', () => {
  it('accepts a valid patron with a confirmed PIN: the barcode, AE name, BE email and PB birth date', () => {
    assert.deepEqual(sip2PatronAnswer('2100', true, info(), rules), {
      kind: 'accepted',
      person: {
        external_id: '2100',
        email: 'maya@example.org',
        name: 'Maya Okafor',
        groups: [],
        birth_date: '1998-04-17',
        staff: false,
      },
    });
  });

  it('refuses an unknown card (BL N) and a card the ILS says nothing about (no BL)', () => {
    assert.equal(
      refusal(sip2PatronAnswer('2100', true, info({ validPatron: false, personalName: '' }), rules)),
      'unknown_person',
    );
    assert.equal(refusal(sip2PatronAnswer('2100', true, info({ validPatron: null }), rules)), 'unknown_person');
  });

  it('refuses a patron record with CQ N, and one without CQ, when the PIN is required', () => {
    assert.equal(
      refusal(sip2PatronAnswer('2100', true, info({ validPatronPassword: false }), rules)),
      'bad_credentials',
    );
    assert.equal(
      refusal(sip2PatronAnswer('2100', true, info({ validPatronPassword: null }), rules)),
      'bad_credentials',
    );
    assert.equal(
      refusal(sip2PatronAnswer('2100', false, info({ validPatronPassword: null }), rules)),
      'bad_credentials',
    );
  });

  it('when the PIN is not required, still refuses a PIN the ILS says is wrong', () => {
    const lax = { ...rules, pinRequired: false };
    assert.equal(refusal(sip2PatronAnswer('2100', true, info({ validPatronPassword: false }), lax)), 'bad_credentials');
    assert.equal(refusal(sip2PatronAnswer('2100', false, info({ validPatronPassword: false }), lax)), 'accepted');
  });

  it('refuses a card reported lost, and one whose charge privileges are denied, as blocked', () => {
    const lost = info({ patronStatus: { ...GOOD_STANDING, cardReportedLost: true } });
    const denied = info({
      patronStatus: { ...GOOD_STANDING, chargePrivilegesDenied: true },
      screenMessages: ['Restricted'],
    });
    assert.equal(refusal(sip2PatronAnswer('2100', true, lost, rules)), 'blocked');
    const answer = sip2PatronAnswer('2100', true, denied, rules);
    assert.equal(refusal(answer), 'blocked');
    assert.match(answer.kind === 'refused' ? answer.detail : '', /Restricted/);
  });

  it('refuses a card whose expiry date (PA) has passed as expired, before its denied privileges', () => {
    const expired = info({
      expirationDate: '20261206',
      patronStatus: { ...GOOD_STANDING, chargePrivilegesDenied: true },
    });
    assert.equal(refusal(sip2PatronAnswer('2100', true, expired, rules)), 'expired');
    assert.equal(refusal(sip2PatronAnswer('2100', true, info({ expirationDate: '20261207' }), rules)), 'accepted');
  });

  it('refuses a fee amount over the limit with fines, and lets one at or under it in', () => {
    assert.equal(refusal(sip2PatronAnswer('2100', true, info({ feeAmount: '10.01' }), rules)), 'fines');
    assert.equal(refusal(sip2PatronAnswer('2100', true, info({ feeAmount: '10.00' }), rules)), 'accepted');
    assert.equal(
      refusal(sip2PatronAnswer('2100', true, info({ feeAmount: '500' }), { ...rules, maxFines: null })),
      'accepted',
    );
    assert.equal(refusal(sip2PatronAnswer('2100', true, info({ feeAmount: 'lots' }), rules)), 'fines');
  });

  it('names fines when the ILS denies privileges for excessive fines', () => {
    const status = { ...GOOD_STANDING, chargePrivilegesDenied: true, excessiveOutstandingFines: true };
    assert.equal(
      refusal(sip2PatronAnswer('2100', true, info({ patronStatus: status, feeAmount: '4.00' }), rules)),
      'fines',
    );
  });

  it('is down when the ILS answers about another card', () => {
    assert.equal(sip2PatronAnswer('2100', true, info({ patronIdentifier: '9999' }), rules).kind, 'down');
  });

  it('takes an empty name or email as none, and an unreadable birth date as none', () => {
    const answer = sip2PatronAnswer(
      '2100',
      true,
      info({ personalName: ' ', emailAddress: '', birthDate: 'unknown' }),
      rules,
    );
    assert.equal(answer.kind, 'accepted');
    if (answer.kind === 'accepted') {
      assert.equal(answer.person.name, null);
      assert.equal(answer.person.email, null);
      assert.equal(answer.person.birth_date, null);
    }
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ValidationError } from '@gamepod/events';
import { readSignupForm, type SignupForm } from '../../src/users/domain/signup-form.ts';

const TODAY = '2026-12-01';
const form = (over: Partial<SignupForm> = {}): SignupForm => ({
  user_name: 'Pat@Example.com',
  email: 'Pat@Example.com',
  password: 'long-enough',
  password_again: 'long-enough',
  first_name: ' Pat ',
  last_name: '',
  phone: '555-123-4567',
  dob: '05/31/1990',
  stream_default: 1,
  ...over,
});

const fails = (over: Partial<SignupForm>, field: string, msgKey?: string) =>
  assert.throws(
    () => readSignupForm(form(over), TODAY),
    (err: unknown) =>
      err instanceof ValidationError &&
      err.data.field === field &&
      err.message.startsWith(`${field}:`) &&
      (msgKey === undefined || err.data.msg_key === msgKey),
    `${JSON.stringify(over)} → ${field}`,
  );

describe('the sign-up form', () => {
  it('normalises a good form: email lowercased, names trimmed, an empty last name none, the date ISO', () => {
    assert.deepEqual(readSignupForm(form(), TODAY), {
      email: 'pat@example.com',
      first_name: 'Pat',
      last_name: null,
      phone: '555-123-4567',
      dob: '1990-05-31',
      stream_default: true,
    });
  });
  it('answers each rule with the field and the kiosk’s msg_key', () => {
    fails({ password: 'short', password_again: 'short' }, 'password', 'register-password-weak');
    fails({ password_again: 'long-enougH' }, 'password_again', 'register-password-notmatch');
    fails({ first_name: '  ' }, 'first_name', 'generic-required-message');
    for (const phone of ['5551234567', '555-123-456', '555-1234-567', '(555) 123-4567']) {
      fails({ phone }, 'phone', 'register-phone-limit-error');
    }
    for (const dob of ['5/31/1990', '1990-05-31', '02/30/1990', '13/01/1990', '01/01/2030']) {
      fails({ dob }, 'dob', 'register-dob-format-error');
    }
    fails({ user_name: 'someone-else@example.com' }, 'user_name');
  });

  it('counts a password in characters (code points of its NFC form), not UTF-16 units', () => {
    const astral = (n: number) => '😀'.repeat(n);
    // four emoji are eight UTF-16 units, and four characters: too short
    fails({ password: astral(4), password_again: astral(4) }, 'password', 'register-password-weak');
    // e + combining accent, four times: eight units, four characters once composed
    const decomposed = 'e\u0301'.repeat(4);
    fails({ password: decomposed, password_again: decomposed }, 'password', 'register-password-weak');
    assert.equal(
      readSignupForm(form({ password: astral(8), password_again: astral(8) }), TODAY).email,
      'pat@example.com',
    );
  });
});

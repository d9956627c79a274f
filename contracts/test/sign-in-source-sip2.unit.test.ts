import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Compile } from 'typebox/compile';
import { Sip2Settings } from '../src/http/admin/sign-in-source-sip2.ts';

const sip2Settings = Compile(Sip2Settings);

const koha = {
  host: 'sip.library.example.org',
  port: 6001,
  tls: true,
  tls_ca: null,
  institution_id: 'CPL',
  location_code: 'GAMES',
  login_user: 'gamepod',
  login_password: 'sip-secret',
  terminal_password: '',
  timeout_ms: 5000,
  max_fines: 10,
  pin_required: true,
};

describe("a client's SIP2 settings", () => {
  it('take a Koha SIP account behind TLS', () => {
    assert.equal(sip2Settings.Check(koha), true);
    assert.equal(sip2Settings.Check({ ...koha, host: '10.0.4.12', max_fines: null, login_user: '' }), true);
  });

  it('refuse a "|" or a line end in a value sent as a SIP2 field, which would forge another field', () => {
    for (const field of ['institution_id', 'location_code', 'login_user', 'login_password', 'terminal_password']) {
      assert.equal(sip2Settings.Check({ ...koha, [field]: 'CPL|AD1234' }), false, field);
      assert.equal(sip2Settings.Check({ ...koha, [field]: 'CPL\r63' }), false, field);
    }
  });

  it('refuse a timeout outside 0.5 to 30 s, a port outside 1 to 65535, a negative fines limit, and unknown fields', () => {
    assert.equal(sip2Settings.Check({ ...koha, timeout_ms: 60_000 }), false);
    assert.equal(sip2Settings.Check({ ...koha, timeout_ms: 100 }), false);
    assert.equal(sip2Settings.Check({ ...koha, port: 0 }), false);
    assert.equal(sip2Settings.Check({ ...koha, max_fines: -1 }), false);
    assert.equal(sip2Settings.Check({ ...koha, pin: '1234' }), false);
  });

  it('refuse a host that is a URL or holds a path', () => {
    assert.equal(sip2Settings.Check({ ...koha, host: 'tcp://sip.library.example.org' }), false);
    assert.equal(sip2Settings.Check({ ...koha, host: 'sip.library.example.org/x' }), false);
  });
});

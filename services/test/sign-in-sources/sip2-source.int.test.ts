import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import { type FailureMode, type Sip2StandIn, startSip2StandIn } from '@gamepod/sip2/stand-in';
import type { Sip2SourceSettings } from '../../src/sign-in-sources/adapters/sip2-settings.ts';
import { type Sip2SourceOptions, sip2Source } from '../../src/sign-in-sources/adapters/sip2-source.ts';
import type { SourceAnswer } from '../../src/sign-in-sources/domain/source-answer.ts';

// The demo library's cards (DEMO_PATRONS): one of each kind of answer.
const MAYA = { card: '21000100010001', pin: '1234' };
const PRIYA_SMALL_FINE = { card: '21000100010003', pin: '5555' };
const TOMAS_BIG_FINE = { card: '21000100010004', pin: '2468' };
const GRACE_EXPIRED = { card: '21000100010005', pin: '1357' };
const SAM_BLOCKED = { card: '21000100010006', pin: '9999' };
const NOOR_BARRED = { card: '21000100010007', pin: '8080' };
const ELLIS_CARD_LOST = { card: '21000100010008', pin: '0000' };

function settingsFor(ils: Sip2StandIn, over: Partial<Sip2SourceSettings> = {}): Sip2SourceSettings {
  return ils.sourceSettings({ timeout_ms: 2000, ...over });
}

const reasonOf = (a: SourceAnswer) => (a.kind === 'refused' ? a.reason : a.kind);

/** Waits until the stand-in has no connection open: each sign-in closes its own. */
async function allClosed(ils: Sip2StandIn) {
  for (let i = 0; i < 50 && ils.openConnections() > 0; i++) await new Promise((r) => setTimeout(r, 20));
  assert.equal(ils.openConnections(), 0, 'every connection closed');
}

describe('the SIP2 sign-in source', () => {
  let ils: Sip2StandIn;
  before(async () => {
    ils = await startSip2StandIn({ slowMs: 5000 });
  });
  after(() => ils.close());

  describe('when the ILS answers', () => {
    it('accepts a card and PIN, with the name, email and birth date the ILS gives, on one connection closed after', async () => {
      const before = ils.received.length;
      const answer = await sip2Source(settingsFor(ils)).signIn(MAYA.card, MAYA.pin);
      assert.deepEqual(answer, {
        kind: 'accepted',
        person: {
          external_id: MAYA.card,
          email: 'maya.okafor@example.org',
          name: 'Maya Okafor',
          groups: [],
          birth_date: '1998-04-17',
          staff: false,
        },
      });
      assert.deepEqual(ils.received.slice(before), ['93', '63'], 'login first, then patron information');
      await allClosed(ils);
    });

    it('refuses a wrong PIN (CQ N) with bad_credentials', async () => {
      assert.equal(reasonOf(await sip2Source(settingsFor(ils)).signIn(MAYA.card, '1235')), 'bad_credentials');
    });

    it('refuses an empty PIN without asking the ILS', async () => {
      const before = ils.received.length;
      const source = sip2Source(settingsFor(ils));
      assert.equal(reasonOf(await source.signIn(MAYA.card, '')), 'bad_credentials');
      assert.equal(ils.received.length, before);
    });

    it('never lets a card in on an empty PIN even when the ILS is asked (PIN not required, ILS says CQ N)', async () => {
      const lax = sip2Source(settingsFor(ils, { pin_required: false }));
      // The stand-in, as Koha does, confirms no empty PIN: with the PIN not required the card is known and let in…
      assert.equal(reasonOf(await lax.signIn(MAYA.card, '')), 'accepted');
      // …but a PIN that is sent must be right.
      assert.equal(reasonOf(await lax.signIn(MAYA.card, '9')), 'bad_credentials');
    });

    it('refuses an unknown card with unknown_person', async () => {
      assert.equal(reasonOf(await sip2Source(settingsFor(ils)).signIn('29999999999999', '1234')), 'unknown_person');
    });

    it('refuses a card number or PIN that would forge a SIP2 field, or is too long, without asking the ILS', async () => {
      const before = ils.received.length;
      const source = sip2Source(settingsFor(ils));
      assert.equal(reasonOf(await source.signIn(`${MAYA.card}|AD${MAYA.pin}`, 'x')), 'unknown_person');
      assert.equal(
        reasonOf(await source.signIn('29999999999999', `x|AA${MAYA.card}|AD${MAYA.pin}`)),
        'bad_credentials',
      );
      assert.equal(reasonOf(await source.signIn(MAYA.card, `${MAYA.pin}\r63`)), 'bad_credentials');
      assert.equal(reasonOf(await source.signIn('2'.repeat(256), MAYA.pin)), 'unknown_person');
      assert.equal(reasonOf(await source.signIn(MAYA.card, '1'.repeat(256))), 'bad_credentials');
      assert.equal(ils.received.length, before);
    });

    it('refuses expired, blocked, barred and lost cards, and fines over the limit', async () => {
      const source = sip2Source(settingsFor(ils));
      assert.equal(reasonOf(await source.signIn(GRACE_EXPIRED.card, GRACE_EXPIRED.pin)), 'expired');
      assert.equal(reasonOf(await source.signIn(SAM_BLOCKED.card, SAM_BLOCKED.pin)), 'blocked');
      assert.equal(reasonOf(await source.signIn(NOOR_BARRED.card, NOOR_BARRED.pin)), 'blocked');
      assert.equal(reasonOf(await source.signIn(ELLIS_CARD_LOST.card, ELLIS_CARD_LOST.pin)), 'blocked');
      const fined = await source.signIn(TOMAS_BIG_FINE.card, TOMAS_BIG_FINE.pin);
      assert.equal(reasonOf(fined), 'fines');
      assert.match(fined.kind === 'refused' ? fined.detail : '', /owes 27\.40 USD/);
      assert.equal(reasonOf(await source.signIn(PRIYA_SMALL_FINE.card, PRIYA_SMALL_FINE.pin)), 'accepted');
      await allClosed(ils);
    });

    it('counts refusals as the ILS working: many wrong PINs never open the breaker', async () => {
      const source = sip2Source(settingsFor(ils), { breaker: { minimumSignIns: 2, resetMs: 60_000 } });
      for (let i = 0; i < 6; i++) assert.equal(reasonOf(await source.signIn(MAYA.card, '0000')), 'bad_credentials');
      assert.equal(reasonOf(await source.signIn(MAYA.card, MAYA.pin)), 'accepted');
    });

    it('tests the connection: logs in and reports what the ILS says of itself', async () => {
      const result = await sip2Source(settingsFor(ils)).testConnection();
      assert.equal(result.ok, true);
      assert.match(
        result.detail,
        /logged in as gamepod at 127\.0\.0\.1:\d+; the ILS is online, SIP 2\.00, institution GPL/,
      );
    });
  });

  describe('when the ILS fails', () => {
    const modes: [FailureMode, RegExp][] = [
      ['slow', /did not answer within 400 ms/],
      ['silent', /did not answer within 400 ms/],
      ['drop', /closed the connection/],
      ['bad-checksum', /not SIP2: the message has a wrong checksum/],
      ['wrong-sequence', /not SIP2: answer to sequence/],
      ['garbage', /not SIP2/],
      ['refuse-login', /refused our SIP login \(940\)/],
    ];
    for (const [mode, detail] of modes) {
      it(`is down within the timeout when the ILS is ${mode}`, async (t) => {
        ils.setFailureMode(mode);
        t.after(() => ils.setFailureMode('none'));
        const started = Date.now();
        const answer = await sip2Source(settingsFor(ils, { timeout_ms: 400 })).signIn(MAYA.card, MAYA.pin);
        const took = Date.now() - started;
        assert.equal(answer.kind, 'down');
        assert.match(answer.kind === 'down' ? answer.detail : '', detail);
        assert.ok(took < 1000, `answered in ${took} ms`);
        await allClosed(ils);
      });
    }

    it('is down at once when nobody listens on the port', async () => {
      const free = net.createServer();
      await new Promise<void>((r) => free.listen(0, '127.0.0.1', r));
      const port = (free.address() as net.AddressInfo).port;
      await new Promise((r) => free.close(r));
      const answer = await sip2Source(settingsFor(ils, { port })).signIn(MAYA.card, MAYA.pin);
      assert.equal(answer.kind, 'down');
      assert.match(answer.kind === 'down' ? answer.detail : '', /cannot reach the ILS/);
    });

    it('reports a refused SIP login and an unreachable ILS on "Test connection"', async (t) => {
      ils.setFailureMode('refuse-login');
      t.after(() => ils.setFailureMode('none'));
      const refused = await sip2Source(settingsFor(ils)).testConnection();
      assert.deepEqual(refused, {
        ok: false,
        detail: 'the ILS refused our SIP login (940): check the SIP user and password of this client',
      });
      ils.setFailureMode('slow');
      const slow = await sip2Source(settingsFor(ils, { timeout_ms: 300 })).testConnection();
      assert.deepEqual(slow, { ok: false, detail: 'the ILS did not answer within 300 ms' });
    });

    it('opens the breaker after repeated downs and then answers down at once, and half-opens later', async (t) => {
      t.after(() => ils.setFailureMode('none'));
      const options: Sip2SourceOptions = { breaker: { minimumSignIns: 3, resetMs: 800 } };
      const source = sip2Source(settingsFor(ils, { timeout_ms: 200 }), options);
      ils.setFailureMode('slow');
      for (let i = 0; i < 3; i++) assert.equal((await source.signIn(MAYA.card, MAYA.pin)).kind, 'down');

      // Open: not asked, answered at once.
      const asked = ils.received.length;
      const started = Date.now();
      const open = await source.signIn(MAYA.card, MAYA.pin);
      assert.equal(open.kind, 'down');
      assert.match(open.kind === 'down' ? open.detail : '', /not asked again for up to 1 s/);
      assert.ok(Date.now() - started < 50, 'an open breaker answers at once');
      assert.equal(ils.received.length, asked, 'the ILS was not asked');

      // Half-open after the reset time: one sign-in goes through, and the ILS, well again, closes the breaker.
      ils.setFailureMode('none');
      await new Promise((r) => setTimeout(r, 900));
      assert.equal(reasonOf(await source.signIn(MAYA.card, MAYA.pin)), 'accepted');
      assert.equal(reasonOf(await source.signIn(MAYA.card, MAYA.pin)), 'accepted');
    });

    it('opens again at once when the half-open try is down too', async (t) => {
      t.after(() => ils.setFailureMode('none'));
      const source = sip2Source(settingsFor(ils, { timeout_ms: 200 }), {
        breaker: { minimumSignIns: 2, resetMs: 500 },
      });
      ils.setFailureMode('garbage');
      for (let i = 0; i < 2; i++) assert.equal((await source.signIn(MAYA.card, MAYA.pin)).kind, 'down');
      await new Promise((r) => setTimeout(r, 600));
      const asked = ils.received.length;
      assert.equal((await source.signIn(MAYA.card, MAYA.pin)).kind, 'down');
      assert.equal(ils.received.length, asked + 1, 'the half-open try asked the ILS (its 93, answered with garbage)');
      assert.equal((await source.signIn(MAYA.card, MAYA.pin)).kind, 'down');
      assert.equal(ils.received.length, asked + 1, 'open again: not asked');
    });
  });
});

describe('the SIP2 sign-in source over TLS', () => {
  let ils: Sip2StandIn;
  before(async () => {
    ils = await startSip2StandIn({ tls: true });
  });
  after(() => ils.close());

  it("signs a patron in when the ILS's certificate is trusted", async () => {
    const source = sip2Source(settingsFor(ils, { tls: true, tls_ca: ils.certificate }));
    assert.equal(reasonOf(await source.signIn(MAYA.card, MAYA.pin)), 'accepted');
    const test = await source.testConnection();
    assert.equal(test.ok, true);
    assert.match(test.detail, / over TLS;/);
  });

  it('is down when the certificate is not trusted, never falling back to plain text', async () => {
    const answer = await sip2Source(settingsFor(ils, { tls: true })).signIn(MAYA.card, MAYA.pin);
    assert.equal(answer.kind, 'down');
    assert.match(answer.kind === 'down' ? answer.detail : '', /cannot reach the ILS.*certificate/i);
  });
});

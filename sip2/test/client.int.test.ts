import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import { connectSip2, type Sip2Client, type Sip2ConnectOptions } from '../src/client.ts';
import { Sip2Error, type Sip2ErrorCode } from '../src/errors.ts';
import { type Sip2StandIn, startSip2StandIn } from '../src/stand-in/index.ts';
import { transactionDate } from '../src/transaction-date.ts';

const isSip2Error = (code: Sip2ErrorCode) => (e: unknown) => e instanceof Sip2Error && e.code === code;

function patronRequest(ils: Sip2StandIn, barcode: string, pin: string) {
  return {
    language: '001',
    transactionDate: transactionDate(new Date()),
    institutionId: ils.institutionId,
    patronIdentifier: barcode,
    terminalPassword: ils.terminalPassword,
    patronPassword: pin,
  };
}

async function loggedIn(ils: Sip2StandIn, extra: Partial<Sip2ConnectOptions> = {}): Promise<Sip2Client> {
  const client = await connectSip2({ host: ils.host, port: ils.port, timeoutMs: 2000, ...extra });
  const login = await client.login({
    loginUserId: ils.loginUser,
    loginPassword: ils.loginPassword,
    locationCode: 'MAIN',
  });
  assert.equal(login.ok, true);
  return client;
}

describe('a SIP2 client talking to the stand-in ILS over TCP', () => {
  let ils: Sip2StandIn;
  before(async () => {
    ils = await startSip2StandIn({ slowMs: 5000 });
  });
  after(() => ils.close());

  it('logs in, reads the ACS status, and reads a patron with the right PIN', async () => {
    const client = await loggedIn(ils);
    const status = await client.scStatus({ statusCode: '0', maxPrintWidth: 80, protocolVersion: '2.00' });
    assert.equal(status.onlineStatus, true);
    assert.equal(status.institutionId, 'GPL');
    const info = await client.patronInformation(patronRequest(ils, '21000100010001', '1234'));
    assert.equal(info.validPatron, true);
    assert.equal(info.validPatronPassword, true);
    assert.equal(info.personalName, 'Maya Okafor');
    assert.equal(info.emailAddress, 'maya.okafor@example.org');
    assert.equal(info.birthDate, '19980417');
    const status24 = await client.patronStatus(patronRequest(ils, '21000100010001', '0000'));
    assert.equal(status24.validPatronPassword, false);
    client.close();
  });

  it('walks the sequence number through 0 to 9 and round again', async () => {
    const client = await loggedIn(ils);
    for (let i = 0; i < 12; i++) {
      const info = await client.patronStatus(patronRequest(ils, '21000100010002', '4321'));
      assert.equal(info.validPatron, true);
    }
    client.close();
  });

  it('sends one request at a time on a connection', async () => {
    const client = await loggedIn(ils);
    const first = client.patronStatus(patronRequest(ils, '21000100010001', '1234'));
    await assert.rejects(client.patronStatus(patronRequest(ils, '21000100010001', '1234')), isSip2Error('protocol'));
    assert.equal((await first).validPatron, true);
    client.close();
  });

  it('is told 940 when the login is wrong', async () => {
    const client = await connectSip2({ host: ils.host, port: ils.port, timeoutMs: 2000 });
    assert.deepEqual(await client.login({ loginUserId: ils.loginUser, loginPassword: 'guess' }), { ok: false });
    client.close();
  });

  it('is cut off by the ILS when it asks about a patron before logging in', async () => {
    const client = await connectSip2({ host: ils.host, port: ils.port, timeoutMs: 2000 });
    await assert.rejects(client.patronInformation(patronRequest(ils, '21000100010001', '1234')), isSip2Error('closed'));
  });

  it('refuses to send a PIN that would forge a field, without sending anything', async () => {
    const client = await loggedIn(ils);
    const before = ils.received.length;
    await assert.rejects(
      client.patronInformation(patronRequest(ils, '21000100010001', '1|AD1234')),
      isSip2Error('field'),
    );
    assert.equal(ils.received.length, before);
    client.close();
  });

  describe('when the ILS misbehaves', () => {
    const cases: [mode: Parameters<Sip2StandIn['setFailureMode']>[0], code: Sip2ErrorCode, message: RegExp][] = [
      ['slow', 'timeout', /no answer within 300 ms/],
      ['silent', 'timeout', /no answer within 300 ms/],
      ['drop', 'closed', /closed the connection mid-answer/],
      ['bad-checksum', 'protocol', /wrong checksum/],
      ['wrong-sequence', 'protocol', /answer to sequence 2, asked 1/],
      ['garbage', 'protocol', /sequence number and checksum/],
    ];
    for (const [mode, code, message] of cases) {
      it(`fails a request with ${code} when the ILS is ${mode}, without hanging`, async (t) => {
        const client = await connectSip2({ host: ils.host, port: ils.port, timeoutMs: 300 });
        t.after(() => {
          client.close();
          ils.setFailureMode('none');
        });
        await client.login({ loginUserId: ils.loginUser, loginPassword: ils.loginPassword });
        ils.setFailureMode(mode);
        const started = Date.now();
        await assert.rejects(client.patronInformation(patronRequest(ils, '21000100010001', '1234')), (e) => {
          assert.ok(e instanceof Sip2Error);
          assert.equal(e.code, code);
          assert.match(e.message, message);
          return true;
        });
        assert.ok(Date.now() - started < 1500, 'answered within the timeout');
        // The connection is done for: the next request fails at once.
        await assert.rejects(client.patronStatus(patronRequest(ils, '21000100010001', '1234')), Sip2Error);
      });
    }

    it('is told 940 when the ILS refuses every login', async (t) => {
      ils.setFailureMode('refuse-login');
      t.after(() => ils.setFailureMode('none'));
      const client = await connectSip2({ host: ils.host, port: ils.port, timeoutMs: 2000 });
      assert.deepEqual(await client.login({ loginUserId: ils.loginUser, loginPassword: ils.loginPassword }), {
        ok: false,
      });
      client.close();
    });
  });

  it('cannot connect to a port nobody listens on', async () => {
    const free = net.createServer();
    await new Promise<void>((r) => free.listen(0, '127.0.0.1', r));
    const port = (free.address() as net.AddressInfo).port;
    await new Promise((r) => free.close(r));
    await assert.rejects(connectSip2({ host: '127.0.0.1', port, timeoutMs: 1000 }), isSip2Error('connect'));
  });
});

describe('a SIP2 client facing a peer that is no ILS', () => {
  async function peer(t: { after: (fn: () => void) => void }, onSocket: (socket: net.Socket) => void) {
    const server = net.createServer(onSocket);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    t.after(() => server.close());
    return connectSip2({ host: '127.0.0.1', port: (server.address() as net.AddressInfo).port, timeoutMs: 2000 });
  }

  it('fails when bytes stream in without an end', async (t) => {
    const client = await peer(t, (socket) => socket.on('data', () => socket.write('x'.repeat(70 * 1024))));
    await assert.rejects(client.login({ loginUserId: 'a', loginPassword: 'b' }), (e: unknown) => {
      return e instanceof Sip2Error && e.code === 'protocol' && /without an end/.test(e.message);
    });
  });

  it('fails when a message comes that nobody asked for', async (t) => {
    const client = await peer(t, (socket) => socket.write('941AY0AZFDFD\r'));
    await new Promise((r) => setTimeout(r, 100));
    await assert.rejects(client.login({ loginUserId: 'a', loginPassword: 'b' }), (e: unknown) => {
      return e instanceof Sip2Error && e.code === 'protocol' && /nobody asked for/.test(e.message);
    });
  });

  it('fails with the answer to another message', async (t) => {
    const client = await peer(t, (socket) => socket.on('data', () => socket.write('9900302.00AY0AZFCA6\r')));
    await assert.rejects(client.login({ loginUserId: 'a', loginPassword: 'b' }), (e: unknown) => {
      return e instanceof Sip2Error && e.code === 'protocol' && /answer 99, expected 94/.test(e.message);
    });
  });
});

describe('a SIP2 client over TLS', () => {
  let ils: Sip2StandIn;
  before(async () => {
    ils = await startSip2StandIn({ tls: true });
  });
  after(() => ils.close());

  it('talks to the ILS when it trusts its certificate', async () => {
    assert.ok(ils.certificate);
    const client = await loggedIn(ils, { tls: { ca: ils.certificate } });
    const info = await client.patronInformation(patronRequest(ils, '21000100010003', '5555'));
    assert.equal(info.personalName, 'Priya Raman');
    assert.equal(info.feeAmount, '2.50');
    client.close();
  });

  it('refuses a certificate nobody vouches for', async () => {
    await assert.rejects(
      connectSip2({ host: ils.host, port: ils.port, timeoutMs: 2000, tls: true }),
      isSip2Error('connect'),
    );
  });

  it('fails when the ILS speaks TLS and the client plain TCP, without hanging', async () => {
    const client = await connectSip2({ host: ils.host, port: ils.port, timeoutMs: 500 });
    await assert.rejects(client.login({ loginUserId: ils.loginUser, loginPassword: ils.loginPassword }), Sip2Error);
  });
});

import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';
import { SMTPServer } from 'smtp-server';

/** One message the server took: the envelope, the raw message and how it came. */
export type ReceivedMail = {
  readonly from: string;
  readonly to: readonly string[];
  readonly raw: string;
  /** The user the client authenticated as, or null. */
  readonly user: string | null;
  /** Whether the session ran over TLS (STARTTLS or implicit) when the message came. */
  readonly secure: boolean;
};

/** What the server does with the next sessions: take mail, or hang up after MAIL FROM. */
export type ServerMode = 'accept' | 'drop';

export type SmtpTestServer = {
  readonly port: number;
  /** The self-signed certificate, for the client to trust (SMTP_CA_FILE). */
  readonly ca: string;
  readonly received: ReceivedMail[];
  /** How many AUTH attempts were refused. */
  readonly refusedLogins: () => number;
  mode: ServerMode;
  /** The password AUTH accepts for `user`; changing it plays a rotated password. */
  password: string;
  close(): Promise<void>;
};

/**
 * A real SMTP server (the `smtp-server` package) on a loopback port, with a certificate made
 * for the test: STARTTLS offered on a plain port (as on 587), or TLS from the first byte
 * (`implicitTls`, as on 465). AUTH (PLAIN, LOGIN) is required and only offered over TLS.
 * `offerStartTls: false` plays a server that never offers STARTTLS.
 */
export async function startSmtpTestServer(
  opts: { user?: string; password?: string; implicitTls?: boolean; offerStartTls?: boolean } = {},
): Promise<SmtpTestServer> {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 7, ip: '127.0.0.1' },
          { type: 2, value: 'localhost' },
        ],
      },
    ],
  });
  const user = opts.user ?? 'mailer@venue.test';
  const received: ReceivedMail[] = [];
  let refused = 0;
  const state: { mode: ServerMode; password: string } = { mode: 'accept', password: opts.password ?? 'right password' };
  const server = new SMTPServer({
    secure: opts.implicitTls ?? false,
    key: pems.private,
    cert: pems.cert,
    ...(opts.offerStartTls === false ? { disabledCommands: ['STARTTLS'] } : {}),
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === state.password) return callback(null, { user });
      refused++;
      return callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onMailFrom(_address, session, callback) {
      if (state.mode !== 'drop') return callback();
      // the server goes away mid-session: no reply, the socket just ends
      for (const c of server.connections) if (c.session?.id === session.id) c._socket.destroy();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: typeof session.user === 'string' ? session.user : null,
          secure: session.secure,
        });
        callback();
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    ca: pems.cert,
    received,
    refusedLogins: () => refused,
    get mode() {
      return state.mode;
    },
    set mode(m: ServerMode) {
      state.mode = m;
    },
    get password() {
      return state.password;
    },
    set password(p: string) {
      state.password = p;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

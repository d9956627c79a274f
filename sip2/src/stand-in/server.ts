// A stand-in ILS speaking SIP2 over TCP or TLS: logins, SC status, patron status and patron
// information, from a patron table a test or the demo fills, with failure modes switched at run time.
import net from 'node:net';
import tls from 'node:tls';
import { Sip2Error } from '../errors.ts';
import { seal, unseal } from '../frame.ts';
import { decodeBody, type RawMessage } from '../message.ts';
import { decodeLoginRequest, encodeLoginResponse } from '../messages/login.ts';
import { decodePatronInformationRequest, encodePatronInformationResponse } from '../messages/patron-information.ts';
import { decodePatronStatusRequest, encodePatronStatusResponse } from '../messages/patron-status.ts';
import { encodeAcsStatusResponse } from '../messages/sc-status.ts';
import { transactionDate } from '../transaction-date.ts';
import type { FailureMode } from './failure-modes.ts';
import { patronInformationAnswer, patronStatusAnswer } from './patron-answers.ts';
import { DEMO_PATRONS, type StandInPatron } from './patrons.ts';
import { generateTestCertificate } from './test-certificate.ts';

export type StandInOptions = {
  readonly host?: string;
  /** 0 (the default) takes a free port. */
  readonly port?: number;
  /** Serve TLS with a certificate generated at start. */
  readonly tls?: boolean;
  readonly institutionId?: string;
  readonly libraryName?: string;
  /** The SIP account a self-check unit logs in with (93). */
  readonly loginUser?: string;
  readonly loginPassword?: string;
  /** AC the ILS expects on patron requests; empty accepts any. */
  readonly terminalPassword?: string;
  readonly patrons?: readonly StandInPatron[];
  /** How long `slow` waits before answering (default 30 s). */
  readonly slowMs?: number;
};

export type Sip2StandIn = {
  readonly host: string;
  readonly port: number;
  /** The generated certificate's PEM when serving TLS: what a client trusts. */
  readonly certificate: string | null;
  readonly institutionId: string;
  readonly loginUser: string;
  readonly loginPassword: string;
  readonly terminalPassword: string;
  /**
   * The settings a client's SIP2 sign-in source needs to reach this stand-in (the shape a
   * client's saved `sip2` settings take), with `over` on top.
   */
  sourceSettings(over?: Partial<StandInSourceSettings>): StandInSourceSettings;
  /** Switches how every answer from now on misbehaves. */
  setFailureMode(mode: FailureMode): void;
  /** Adds or replaces a patron (by barcode). */
  putPatron(patron: StandInPatron): void;
  /** Every request received, by message code, oldest first. */
  readonly received: readonly string[];
  /** Connections open now. */
  openConnections(): number;
  close(): Promise<void>;
};

/** A SIP2 sign-in source's settings, as a client saves them, for this stand-in. */
export type StandInSourceSettings = {
  readonly host: string;
  readonly port: number;
  readonly tls: boolean;
  readonly tls_ca: string | null;
  readonly institution_id: string;
  readonly location_code: string;
  readonly login_user: string;
  readonly login_password: string;
  readonly terminal_password: string;
  readonly timeout_ms: number;
  readonly max_fines: number | null;
  readonly pin_required: boolean;
};

export async function startSip2StandIn(options: StandInOptions = {}): Promise<Sip2StandIn> {
  const institutionId = options.institutionId ?? 'GPL';
  const loginUser = options.loginUser ?? 'gamepod';
  const loginPassword = options.loginPassword ?? 'sip-secret';
  const terminalPassword = options.terminalPassword ?? '';
  const slowMs = options.slowMs ?? 30_000;
  const patrons = new Map((options.patrons ?? DEMO_PATRONS).map((p) => [p.barcode, p]));
  const received: string[] = [];
  const sockets = new Set<net.Socket>();
  let mode: FailureMode = 'none';

  const answer = (message: RawMessage, loggedIn: { value: boolean }): string | null => {
    const at = transactionDate(new Date());
    switch (message.code) {
      case '93': {
        const login = decodeLoginRequest(message);
        loggedIn.value =
          mode !== 'refuse-login' && login.loginUserId === loginUser && login.loginPassword === loginPassword;
        return encodeLoginResponse({ ok: loggedIn.value });
      }
      case '99':
        return encodeAcsStatusResponse({
          onlineStatus: true,
          checkinOk: false,
          checkoutOk: false,
          renewalPolicy: false,
          statusUpdateOk: false,
          offlineOk: false,
          timeoutPeriod: '030',
          retriesAllowed: '003',
          dateTimeSync: at,
          protocolVersion: '2.00',
          institutionId,
          libraryName: options.libraryName ?? 'Gamepod Public Library',
          supportedMessages: 'YNNNNNYNYNNNNNNN',
          terminalLocation: null,
          screenMessages: [],
          printLines: [],
        });
      case '23':
      case '63': {
        if (!loggedIn.value) return null;
        const request =
          message.code === '23' ? decodePatronStatusRequest(message) : decodePatronInformationRequest(message);
        if (terminalPassword !== '' && request.terminalPassword !== terminalPassword) return null;
        const asked = { institutionId, barcode: request.patronIdentifier, pin: request.patronPassword, at };
        const patron = patrons.get(request.patronIdentifier);
        return message.code === '23'
          ? encodePatronStatusResponse(patronStatusAnswer(patron, asked))
          : encodePatronInformationResponse(patronInformationAnswer(patron, asked));
      }
      default:
        return null;
    }
  };

  const write = (socket: net.Socket, body: string, sequence: number) => {
    const sealed = seal(body, sequence);
    switch (mode) {
      case 'drop':
        socket.end(sealed.slice(0, Math.floor(sealed.length / 2)));
        return;
      case 'bad-checksum': {
        const sum = (Number.parseInt(sealed.slice(-5, -1), 16) + 1) & 0xffff;
        socket.write(`${sealed.slice(0, -5)}${sum.toString(16).toUpperCase().padStart(4, '0')}\r`);
        return;
      }
      case 'wrong-sequence':
        socket.write(seal(body, (sequence + 1) % 10));
        return;
      case 'garbage':
        socket.write('\u0000\u00ffHTTP/1.1 400 Bad Request\r');
        return;
      default:
        socket.write(sealed);
    }
  };

  const serve = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    const loggedIn = { value: false };
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r'); end >= 0; end = buffer.indexOf('\r')) {
        const text = buffer.slice(0, end).replace(/^\n/, '');
        buffer = buffer.slice(end + 1);
        let opened: { body: string; sequence: number };
        let message: RawMessage;
        try {
          opened = unseal(text);
          message = decodeBody(opened.body);
        } catch (err) {
          // A damaged request is asked again (96), as the protocol says.
          if (err instanceof Sip2Error) socket.write('96\r');
          continue;
        }
        received.push(message.code);
        const body = answer(message, loggedIn);
        if (body === null) {
          socket.destroy();
          return;
        }
        if (mode === 'silent') continue;
        const { sequence } = opened;
        if (mode === 'slow') setTimeout(() => !socket.destroyed && write(socket, body, sequence), slowMs).unref();
        else write(socket, body, sequence);
      }
    });
  };

  const certificate = options.tls ? await generateTestCertificate() : null;
  const server = certificate
    ? tls.createServer({ key: certificate.key, cert: certificate.cert }, serve)
    : net.createServer(serve);
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the stand-in ILS has no TCP address');

  return {
    host,
    port: address.port,
    certificate: certificate?.cert ?? null,
    institutionId,
    loginUser,
    loginPassword,
    terminalPassword,
    sourceSettings: (over = {}) => ({
      host,
      port: address.port,
      // plain TCP and no trusted certificate unless asked: a test of TLS says what it trusts
      tls: false,
      tls_ca: null,
      institution_id: institutionId,
      location_code: 'MAIN',
      login_user: loginUser,
      login_password: loginPassword,
      terminal_password: terminalPassword,
      timeout_ms: 3000,
      max_fines: 10,
      pin_required: true,
      ...over,
    }),
    setFailureMode: (next) => {
      mode = next;
    },
    putPatron: (patron) => {
      patrons.set(patron.barcode, patron);
    },
    received,
    openConnections: () => sockets.size,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

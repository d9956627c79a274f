// A SIP2 connection from the self-check side: one request in flight at a time, each answered
// within the timeout or failed, the answer's sequence number and checksum checked.
import net from 'node:net';
import tls from 'node:tls';
import { Sip2Error } from './errors.ts';
import { seal, unseal } from './frame.ts';
import { decodeBody, type RawMessage } from './message.ts';
import { decodeLoginResponse, encodeLoginRequest, type LoginRequest, type LoginResponse } from './messages/login.ts';
import {
  decodePatronInformationResponse,
  encodePatronInformationRequest,
  type PatronInformationRequest,
  type PatronInformationResponse,
} from './messages/patron-information.ts';
import {
  decodePatronStatusResponse,
  encodePatronStatusRequest,
  type PatronStatusRequest,
  type PatronStatusResponse,
} from './messages/patron-status.ts';
import {
  type AcsStatusResponse,
  decodeAcsStatusResponse,
  encodeScStatusRequest,
  type ScStatusRequest,
} from './messages/sc-status.ts';

export type Sip2TlsOptions = {
  /** PEM of the certificate authority (or the self-signed certificate) to trust besides the system's. */
  readonly ca?: string;
  /** The name the certificate must carry, when it is not the host connected to. */
  readonly servername?: string;
};

export type Sip2ConnectOptions = {
  readonly host: string;
  readonly port: number;
  /** TLS when given (true: the system's trusted authorities). */
  readonly tls?: boolean | Sip2TlsOptions;
  /** How long connecting, and then each request, may take. */
  readonly timeoutMs: number;
};

/** Longer than any answer we ask for: a peer streaming bytes without a carriage return is not speaking SIP2. */
const MAX_MESSAGE_BYTES = 64 * 1024;

type Pending = {
  readonly sequence: number;
  readonly expect: string;
  readonly resolve: (m: RawMessage) => void;
  readonly reject: (e: Sip2Error) => void;
  readonly timer: NodeJS.Timeout;
};

/** Opens a connection: plain TCP, or TLS when `tls` is set. Fails with a `connect` or `timeout` Sip2Error. */
export function connectSip2(options: Sip2ConnectOptions): Promise<Sip2Client> {
  return new Promise((resolve, reject) => {
    const tlsOptions = options.tls === true ? {} : options.tls || null;
    const socket = tlsOptions
      ? tls.connect({
          host: options.host,
          port: options.port,
          ...(tlsOptions.ca === undefined ? {} : { ca: [...tls.rootCertificates, tlsOptions.ca] }),
          servername: tlsOptions.servername ?? (net.isIP(options.host) ? undefined : options.host),
        })
      : net.connect({ host: options.host, port: options.port });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(
        new Sip2Error('timeout', `no connection to ${options.host}:${options.port} within ${options.timeoutMs} ms`),
      );
    }, options.timeoutMs);
    const fail = (err: Error) => {
      clearTimeout(timer);
      socket.destroy();
      reject(
        new Sip2Error('connect', `cannot connect to ${options.host}:${options.port}: ${err.message}`, { cause: err }),
      );
    };
    socket.once('error', fail);
    socket.once(tlsOptions ? 'secureConnect' : 'connect', () => {
      clearTimeout(timer);
      socket.off('error', fail);
      resolve(new Sip2Client(socket, options.timeoutMs));
    });
  });
}

export class Sip2Client {
  #socket: net.Socket;
  #timeoutMs: number;
  #buffer = Buffer.alloc(0);
  #pending: Pending | null = null;
  #failure: Sip2Error | null = null;
  #sequence = 0;

  constructor(socket: net.Socket, timeoutMs: number) {
    this.#socket = socket;
    this.#timeoutMs = timeoutMs;
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.#receive(chunk));
    socket.on('error', (err) =>
      this.#fail(new Sip2Error('closed', `connection failed: ${err.message}`, { cause: err })),
    );
    socket.on('close', () =>
      this.#fail(
        new Sip2Error('closed', `the ILS closed the connection${this.#buffer.length > 0 ? ' mid-answer' : ''}`),
      ),
    );
  }

  /** 93 → 94: signs the connection in to the ILS's SIP service. */
  async login(request: LoginRequest): Promise<LoginResponse> {
    return decodeLoginResponse(await this.#request(encodeLoginRequest(request), '94'));
  }

  /** 99 → 98: what the ILS supports, and whether it is online. */
  async scStatus(request: ScStatusRequest): Promise<AcsStatusResponse> {
    return decodeAcsStatusResponse(await this.#request(encodeScStatusRequest(request), '98'));
  }

  /** 23 → 24 */
  async patronStatus(request: PatronStatusRequest): Promise<PatronStatusResponse> {
    return decodePatronStatusResponse(await this.#request(encodePatronStatusRequest(request), '24'));
  }

  /** 63 → 64 */
  async patronInformation(request: PatronInformationRequest): Promise<PatronInformationResponse> {
    return decodePatronInformationResponse(await this.#request(encodePatronInformationRequest(request), '64'));
  }

  /** Ends the connection; a request still waiting fails with `closed`. */
  close(): void {
    this.#fail(new Sip2Error('closed', 'the connection was closed'));
  }

  #request(body: string, expect: string): Promise<RawMessage> {
    if (this.#failure) return Promise.reject(this.#failure);
    if (this.#pending) return Promise.reject(new Sip2Error('protocol', 'one request at a time on a SIP2 connection'));
    const sequence = this.#sequence;
    this.#sequence = (this.#sequence + 1) % 10;
    let line: string;
    try {
      line = seal(body, sequence);
    } catch (err) {
      return Promise.reject(err);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => this.#fail(new Sip2Error('timeout', `no answer within ${this.#timeoutMs} ms`)),
        this.#timeoutMs,
      );
      this.#pending = { sequence, expect, resolve, reject, timer };
      this.#socket.write(line, 'utf8');
    });
  }

  #receive(chunk: Buffer): void {
    if (this.#failure) return;
    this.#buffer = Buffer.concat([this.#buffer, chunk]);
    for (;;) {
      const end = this.#buffer.indexOf(0x0d);
      if (end < 0) break;
      const text = this.#buffer.subarray(0, end).toString('utf8').replace(/^\n/, '');
      this.#buffer = this.#buffer.subarray(end + 1);
      this.#answer(text);
      if (this.#failure) return;
    }
    if (this.#buffer.length > MAX_MESSAGE_BYTES) this.#fail(new Sip2Error('protocol', 'an answer without an end'));
  }

  #answer(text: string): void {
    const pending = this.#pending;
    if (!pending) {
      this.#fail(new Sip2Error('protocol', 'a message nobody asked for'));
      return;
    }
    try {
      const { body, sequence } = unseal(text);
      if (sequence !== pending.sequence) {
        throw new Sip2Error('protocol', `answer to sequence ${sequence}, asked ${pending.sequence}`);
      }
      const message = decodeBody(body);
      if (message.code !== pending.expect) {
        throw new Sip2Error('protocol', `answer ${message.code}, expected ${pending.expect}`);
      }
      clearTimeout(pending.timer);
      this.#pending = null;
      pending.resolve(message);
    } catch (err) {
      this.#fail(err instanceof Sip2Error ? err : new Sip2Error('protocol', String(err)));
    }
  }

  /** The first failure ends the connection for good: a SIP2 stream out of step cannot be trusted again. */
  #fail(error: Sip2Error): void {
    if (this.#failure) return;
    this.#failure = error;
    const pending = this.#pending;
    this.#pending = null;
    if (pending) {
      clearTimeout(pending.timer);
      pending.reject(error);
    }
    this.#socket.destroy();
  }
}

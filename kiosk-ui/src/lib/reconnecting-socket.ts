/** Delays between reconnect attempts: 0.5 s doubling to 15 s, with jitter so a venue's pods do not reconnect in step. */
export function backoffMs(attempt: number): number {
  const base = Math.min(15_000, 500 * 2 ** attempt);
  return Math.round(base * (0.75 + Math.random() * 0.5));
}

export type SocketHandlers = {
  /** Called on each (re)connection. */
  onOpen?: (send: (message: unknown) => void) => void;
  onMessage: (message: unknown) => void;
  /** Called on each close; return false to stop reconnecting. */
  onClose?: (code: number) => boolean | undefined;
};

/**
 * A WebSocket that reconnects with backoff until closed. The URL is asked for on every
 * attempt, so a socket whose credentials changed (a login) reconnects with the new ones.
 */
export class ReconnectingSocket {
  #ws: WebSocket | null = null;
  #attempt = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #stopped = false;
  readonly #url: () => string;
  readonly #handlers: SocketHandlers;

  constructor(url: () => string, handlers: SocketHandlers) {
    this.#url = url;
    this.#handlers = handlers;
    this.#connect();
  }

  get open(): boolean {
    return this.#ws?.readyState === WebSocket.OPEN;
  }

  send(message: unknown): boolean {
    if (!this.open || !this.#ws) return false;
    this.#ws.send(JSON.stringify(message));
    return true;
  }

  /** Drops the current connection and connects again at once (new URL, new subscriptions). */
  reconnect(): void {
    this.#attempt = 0;
    const ws = this.#ws;
    this.#ws = null;
    ws?.close(1000);
    clearTimeout(this.#timer);
    this.#connect();
  }

  close(): void {
    this.#stopped = true;
    clearTimeout(this.#timer);
    this.#ws?.close(1000);
    this.#ws = null;
  }

  #connect(): void {
    if (this.#stopped) return;
    let ws: WebSocket;
    try {
      ws = new WebSocket(this.#url());
    } catch {
      this.#retry();
      return;
    }
    this.#ws = ws;
    ws.onopen = () => {
      this.#attempt = 0;
      this.#handlers.onOpen?.((m) => ws.send(JSON.stringify(m)));
    };
    ws.onmessage = (event) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(event.data));
      } catch {
        return;
      }
      this.#handlers.onMessage(parsed);
    };
    ws.onclose = (event) => {
      if (this.#ws !== ws) return; // replaced by reconnect()
      this.#ws = null;
      if (this.#handlers.onClose?.(event.code) === false) {
        this.#stopped = true;
        return;
      }
      this.#retry();
    };
  }

  #retry(): void {
    if (this.#stopped) return;
    this.#timer = setTimeout(() => this.#connect(), backoffMs(this.#attempt++));
  }
}

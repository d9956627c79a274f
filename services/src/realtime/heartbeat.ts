import { CLOSE_UNAUTHORIZED } from '@gamepod/contracts/realtime';
import type { WebSocket } from 'ws';

type Tracked = { alive: boolean; expiresAt: number | null };

/**
 * Pings every socket each interval and terminates those that did not answer the last
 * ping (a kiosk that lost power never sends a close frame). Closes sockets whose session
 * expired, so a live push never outlasts its session.
 */
export class Heartbeat {
  readonly #sockets = new Map<WebSocket, Tracked>();
  readonly #timer: NodeJS.Timeout;
  readonly #clock: () => Date;

  constructor(intervalMs: number, clock: () => Date = () => new Date()) {
    this.#clock = clock;
    this.#timer = setInterval(() => this.beat(), intervalMs);
    this.#timer.unref();
  }

  /**
   * `expiresAt` null: the socket's credential does not expire by time (a kiosk's session_id_key).
   * `onPong` runs at each answered ping: a kiosk socket counts as its session in use.
   */
  track(socket: WebSocket, expiresAt: Date | null, onPong?: () => void): void {
    const tracked: Tracked = { alive: true, expiresAt: expiresAt?.getTime() ?? null };
    this.#sockets.set(socket, tracked);
    socket.on('pong', () => {
      tracked.alive = true;
      onPong?.();
    });
    socket.on('close', () => this.#sockets.delete(socket));
  }

  /** One round; the timer calls it, tests may too. */
  beat(): void {
    const now = this.#clock().getTime();
    for (const [socket, tracked] of this.#sockets) {
      if (tracked.expiresAt !== null && tracked.expiresAt <= now) {
        socket.close(CLOSE_UNAUTHORIZED, 'Token is Expired');
      } else if (!tracked.alive) {
        this.#sockets.delete(socket);
        socket.terminate();
      } else {
        tracked.alive = false;
        socket.ping();
      }
    }
  }

  get size(): number {
    return this.#sockets.size;
  }

  stop(): void {
    clearInterval(this.#timer);
    this.#sockets.clear();
  }
}

import type { BridgeMessage } from '@gamepod/contracts/bridge-socket';
import { eventually } from '@gamepod/devkit';
import { WebSocket } from 'ws';

/** A test's kiosk page: every message the bridge sent, and a way to wait for one. */
export type KioskClient = {
  readonly ws: WebSocket;
  readonly messages: BridgeMessage[];
  next<T extends BridgeMessage>(what: string, match: (m: BridgeMessage) => m is T, timeoutMs?: number): Promise<T>;
  close(): void;
};

export async function connectKiosk(url: string, headers: Record<string, string> = {}): Promise<KioskClient> {
  const ws = new WebSocket(url, { headers });
  const messages: BridgeMessage[] = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data)) as BridgeMessage));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`refused with ${res.statusCode}`)));
  });
  return {
    ws,
    messages,
    next: (what, match, timeoutMs) => eventually(what, () => messages.find(match), { timeoutMs: timeoutMs }),
    close: () => ws.terminate(),
  };
}

export const isState = (m: BridgeMessage): m is Extract<BridgeMessage, { op: 'state' }> => m.op === 'state';
export const isHello = (m: BridgeMessage): m is Extract<BridgeMessage, { op: 'hello' }> => m.op === 'hello';
export const isCommand = (m: BridgeMessage): m is Extract<BridgeMessage, { op: 'command' }> => m.op === 'command';

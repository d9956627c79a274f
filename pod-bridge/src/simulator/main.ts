import { parseArgs } from 'node:util';
import { startHelperSimulator } from './simulator-server.ts';
import { CONSOLE_SLOTS, type ConsoleSlot, type StationPatch } from './station-state.ts';

const USAGE = `Usage: node --import tsx pod-bridge/src/simulator/main.ts [options]
  --port <n>        port to listen on (default 5000, 0 picks a free one)
  --host <addr>     address to bind (default 127.0.0.1)
  --pod-id <key>    the station's pod_id_key (default '': not deployed)
  --mac <addr>      MAC address, AA:BB:CC:DD:EE:FF (default: a random local one)
  --xd1 <slot>      xb, ps, sw, pc, na or start (default xb)
  --xd2 <slot>      (default ps)
  --latency <ms>    delay before every helper reply (default 0)`;

function slot(value: string | undefined, name: string): ConsoleSlot | undefined {
  if (value === undefined) return undefined;
  const found = CONSOLE_SLOTS.find((s) => s === value);
  if (!found) throw new Error(`--${name} must be one of ${CONSOLE_SLOTS.join(', ')}`);
  return found;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '5000' },
      host: { type: 'string', default: '127.0.0.1' },
      'pod-id': { type: 'string' },
      mac: { type: 'string' },
      xd1: { type: 'string' },
      xd2: { type: 'string' },
      latency: { type: 'string', default: '0' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const initial: StationPatch = { consoles: {} };
  if (values['pod-id'] !== undefined) initial.pod_id_key = values['pod-id'];
  if (values.mac !== undefined) initial.mac_address = values.mac;
  const xd1 = slot(values.xd1, 'xd1');
  const xd2 = slot(values.xd2, 'xd2');
  if (xd1) initial.consoles = { ...initial.consoles, xd1 };
  if (xd2) initial.consoles = { ...initial.consoles, xd2 };

  const sim = await startHelperSimulator({
    port: Number(values.port),
    host: values.host,
    initial,
    faults: { latency_ms: Number(values.latency) },
    onEffect: (effect) => console.log(`helper simulator: ${effect.kind} requested`),
  });
  const s = sim.state();
  console.log(`helper simulator for pod ${s.pod_id_key || '(not deployed)'} (MAC ${s.mac_address})`);
  console.log(`  helper API    ${sim.url}`);
  console.log(`  control page  ${sim.controlUrl}`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`helper simulator: ${signal}, stopping`);
    sim.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  console.error(USAGE);
  process.exit(1);
});

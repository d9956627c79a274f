import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startBridge } from './bridge.ts';
import { consoleLog } from './bridge-log.ts';

const USAGE = `Usage: node --import tsx pod-bridge/src/main.ts [options]
  --helper-url <url>   the station's helper, ending in /api/v1 (HELPER_URL; default http://127.0.0.1:5000/api/v1)
  --api-url <url>      the services origin it registers with (API_URL; default http://127.0.0.1:8080)
  --nats-url <url>     overrides the NATS URL registration gives (NATS_URL; default nats://127.0.0.1:4222)
  --kiosk-port <n>     the kiosk page's WebSocket port (KIOSK_PORT; default 5001, 0 picks a free one)
  --origin <origin>    an origin allowed on the kiosk socket, repeatable (KIOSK_ORIGINS, comma-separated;
                       default: the origin of --api-url)
  --state-file <path>  where the station keeps its enrolment: its station secret and NATS key, owner-only
                       (STATE_FILE; default ./.pod-bridge/station.json). Lose it and an admin must reopen
                       the pod's enrolment before the station registers again
  --debug              log debug lines`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'helper-url': { type: 'string' },
      'api-url': { type: 'string' },
      'nats-url': { type: 'string' },
      'kiosk-port': { type: 'string' },
      origin: { type: 'string', multiple: true },
      'state-file': { type: 'string' },
      debug: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const env = process.env;
  const origins = values.origin ?? env.KIOSK_ORIGINS?.split(',').map((o) => o.trim());
  const natsUrl = values['nats-url'] ?? env.NATS_URL;
  const log = consoleLog('pod-bridge', { debug: values.debug === true });
  const bridge = await startBridge({
    helperUrl: values['helper-url'] ?? env.HELPER_URL ?? 'http://127.0.0.1:5000/api/v1',
    apiUrl: values['api-url'] ?? env.API_URL ?? 'http://127.0.0.1:8080',
    kioskPort: Number(values['kiosk-port'] ?? env.KIOSK_PORT ?? 5001),
    stateFile: resolve(values['state-file'] ?? env.STATE_FILE ?? '.pod-bridge/station.json'),
    log,
    ...(natsUrl ? { natsUrl } : {}),
    ...(origins?.length ? { allowedOrigins: origins } : {}),
  });
  log.info(`kiosk socket at ${bridge.kioskUrl}`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: stopping`);
    bridge.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        log.error(String(err));
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import type { RealtimeHub } from '../../realtime/realtime-hub.ts';
import { FleetStatus, type FleetStatusOptions } from './fleet-status.ts';
import { FleetStatusMonitor } from './fleet-status-monitor.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live fleet status (pods list columns, screenshots); see fleet-status/. */
    fleetStatus: FleetStatus;
  }
}

/** Decorates the app with the fleet status and runs its push monitor while the app is up. */
export function installFleetStatus(
  app: FastifyInstance,
  opts: FleetStatusOptions & { deps: AppDeps; hub: RealtimeHub; clock: () => Date },
): void {
  const { deps } = opts;
  const fleet = new FleetStatus({
    db: deps.db,
    nc: deps.nc,
    names: deps.names,
    clock: opts.clock,
    missingAfterMs: opts.missingAfterMs,
    log: app.log,
  });
  const monitor = new FleetStatusMonitor({
    fleet,
    hub: opts.hub,
    checkpoints: deps.checkpoints,
    tickMs: opts.tickMs,
    log: app.log,
  });
  app.decorate('fleetStatus', fleet);
  app.addHook('onReady', () => monitor.start());
  app.addHook('onClose', async () => {
    await monitor.stop();
    fleet.close();
  });
}
export type { FleetStatusOptions } from './fleet-status.ts';

// Forwards for the three application services still under domain/ (emergency-alert-service,
// pod-command-service, lab-schedule-push), which are being rewritten elsewhere: delete this
// file once they import from application/ and name read models by their typed names.
import type { ReadModelName } from '@gamepod/projections';

export { now, type PodDeps } from '../../application/pod/pod-deps.ts';
export const PODS_READ_MODEL = 'pods' satisfies ReadModelName;

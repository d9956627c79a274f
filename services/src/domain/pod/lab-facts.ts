// Forwards for the application services still under domain/ (emergency-alert-service,
// lab-schedule-push), which are being rewritten elsewhere: delete this file once they import
// domain/lab/lab-facts.ts and application/lab/read-lab.ts themselves.
export { readLab } from '../../application/lab/read-lab.ts';
export type { LabFacts } from '../lab/lab-facts.ts';

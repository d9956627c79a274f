// `@gamepod/sip2/stand-in`: an ILS speaking SIP2 for tests, benchmarks and the demo. Never shipped
// to a venue.
export type { FailureMode } from './failure-modes.ts';
export { DEMO_PATRONS, type StandInPatron, standInPatron } from './patrons.ts';
export { type Sip2StandIn, type StandInOptions, type StandInSourceSettings, startSip2StandIn } from './server.ts';
export { generateTestCertificate, type TestCertificate } from './test-certificate.ts';

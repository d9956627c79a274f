// A client's SIP2 source settings as the adapter reads them: the contracts' `Sip2Settings`,
// which the settings form is checked with.
import type { Sip2Settings } from '@gamepod/contracts/http';

export type Sip2SourceSettings = Sip2Settings;

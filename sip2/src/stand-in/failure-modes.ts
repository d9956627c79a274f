/**
 * How the stand-in ILS misbehaves, switched at run time:
 * - `none`: answers as the protocol says;
 * - `slow`: answers each request after `slowMs`;
 * - `drop`: writes the first half of each answer, then closes the connection;
 * - `bad-checksum`: answers with a checksum off by one;
 * - `wrong-sequence`: answers with the next sequence number;
 * - `garbage`: answers bytes that are no SIP2 message;
 * - `silent`: reads requests and never answers;
 * - `refuse-login`: answers every 93 Login with 940, as an ILS whose SIP account was changed.
 */
export type FailureMode =
  | 'none'
  | 'slow'
  | 'drop'
  | 'bad-checksum'
  | 'wrong-sequence'
  | 'garbage'
  | 'silent'
  | 'refuse-login';

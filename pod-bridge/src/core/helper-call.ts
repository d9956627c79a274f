/** One call to the station's local helper, relative to its `/api/v1` base. */
export type HelperCall = {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body?: Readonly<Record<string, unknown>>;
};

export const get = (path: string): HelperCall => ({ method: 'GET', path });
export const post = (path: string, body: Record<string, unknown> = {}): HelperCall => ({ method: 'POST', path, body });

/**
 * The pod is ready for the next player when the server holds no login of this page on it and
 * the station's helper answered `ready_pod` with success. A station whose helper does not answer
 * at all (`null`) does not hold the page: the server's word is enough, as a helper down is shown
 * on the login screen anyway.
 */
export function podReady(server: boolean, station: boolean | null): boolean {
  return server && station !== false;
}

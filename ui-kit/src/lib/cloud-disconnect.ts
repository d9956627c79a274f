/** The toast when the server is gone while someone is signed in, on the kiosk and the console alike. */
export const CLOUD_DISCONNECTED = 'Cloud server disconnected, logging out';

/** How long that toast shows before the page reloads. */
export const DISCONNECT_RELOAD_MS = 3_000;

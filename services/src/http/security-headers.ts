import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The station's bridge socket as a kiosk page may reach it: loopback only, any port. A CSP
 * source can name no other loopback address ([::1] is not valid in one, and 127.0.0.0/8 has
 * no wildcard), so ui-kit's bridge URL accepts exactly these two hosts.
 */
const BRIDGE_SOCKETS = ['ws://127.0.0.1:*', 'ws://localhost:*', 'wss://127.0.0.1:*', 'wss://localhost:*'];

/**
 * The policy of every page and reply: scripts, styles and fonts from this origin only, no
 * inline script or eval, no framing, no plugins. `connect-src 'self'` covers the API and
 * the realtime WebSocket of this origin (ws: under http, wss: under https). Images may also
 * be `data:` (the kiosk's CSS icons) and `blob:` (a logo's preview before it is uploaded):
 * an image runs no script.
 */
export const PAGE_CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  mediaSrc: ["'self'"],
  connectSrc: ["'self'", ...BRIDGE_SOCKETS],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * What Stripe.js needs when the kiosk takes cards with it: its script and the frames of its card
 * fields from js.stripe.com, its calls to api.stripe.com, and 3-D Secure frames from hooks.stripe.com.
 */
const STRIPE_JS = {
  scriptSrc: ['https://js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
};

/**
 * What Crisp's chat widget needs when the kiosk chats through it: its script, styles, fonts and
 * images from client.crisp.chat (avatars from image.crisp.chat), and its relay socket.
 */
const CRISP_CHAT = {
  scriptSrc: ['https://client.crisp.chat'],
  styleSrc: ['https://client.crisp.chat'],
  fontSrc: ['https://client.crisp.chat'],
  imgSrc: ['https://client.crisp.chat', 'https://image.crisp.chat'],
  connectSrc: ['https://client.crisp.chat', 'wss://client.relay.crisp.chat'],
};

/** Which third-party browser SDKs this server is set up with. */
export type PagePolicyOptions = { readonly stripeJs: boolean; readonly crispChat?: boolean };

/** The page policy, widened only for the card and chat providers' browser SDKs this server is set up with. */
export function pagePolicy(opts: PagePolicyOptions): Record<string, string[]> {
  const policy: Record<string, string[]> = { ...PAGE_CSP };
  const widen = (extra: Record<string, string[]>) => {
    for (const [k, v] of Object.entries(extra)) policy[k] = [...(policy[k] ?? []), ...v];
  };
  if (opts.stripeJs) widen(STRIPE_JS);
  if (opts.crispChat) widen(CRISP_CHAT);
  return policy;
}

/**
 * Route option for bytes others wrote (uploads, a station's screenshot): opened on its own,
 * such a file is a sandboxed document that may load nothing and runs no script.
 *
 * @example app.get('/files/:bucket/:id', { helmet: SANDBOXED_FILE, schema }, handler)
 */
export const SANDBOXED_FILE: Omit<FastifyHelmetOptions, 'global'> = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], sandbox: [] },
  },
};

/**
 * Security headers on every reply, pages, API answers and errors alike (@fastify/helmet):
 * the CSP above (with Stripe.js's sources when the kiosk takes cards with it), `X-Frame-Options: DENY`, `X-Content-Type-Options: nosniff`,
 * `Referrer-Policy: no-referrer` (the screenshot and WebSocket URLs carry a token), and
 * helmet's cross-origin isolation headers. HSTS is the TLS proxy's to send, not ours.
 * Register before any route: a route's own `helmet` option is read as it is added.
 */
export function installSecurityHeaders(app: FastifyInstance, opts: PagePolicyOptions = { stripeJs: false }): void {
  app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: pagePolicy(opts) },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
  });
}

import type { FastifyReply } from 'fastify';
import type { SignedIn } from '../application/sign-in-for.ts';
import { publicUrlOf, type SsoDeps } from '../application/sso-deps.ts';
import { signedInPage } from './signed-in-page.ts';

/** The console page of a client's staff sign-in: it starts the sign-in and redeems what comes back. */
export const consoleSignInPath = (clientId: string) => `/admin/sso/${encodeURIComponent(clientId)}`;

/**
 * What the browser that went through the provider gets: for a pod, a page saying the station
 * is signing in; for the console, a 303 to the client's console sign-in page with the
 * one-time code in the fragment, which no server, log or Referer sees, and which only the
 * page holding the sign-in's verifier can redeem.
 */
export function signedInAnswer(deps: SsoDeps, clientId: string, done: SignedIn, reply: FastifyReply) {
  if (done.for === 'pod') return reply.type('text/html; charset=utf-8').send(signedInPage(done.nav_name));
  const page = publicUrlOf(deps, consoleSignInPath(clientId));
  page.hash = new URLSearchParams({ code: done.code }).toString();
  return reply.redirect(page.toString(), 303);
}

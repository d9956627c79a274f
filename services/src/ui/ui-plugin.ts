import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { pathOf } from '../http/error-handler.ts';
import { fail } from '../schemas/reply.ts';

/** The kiosk's client-side routes; each serves the kiosk's index.html. */
export const KIOSK_ROUTES = [
  '/',
  '/login',
  '/mobile-login',
  '/mobile-login/*',
  '/register',
  '/register/*',
  '/forgot-password',
  '/forgot-password/*',
  '/player',
  '/player/*',
  '/facilitator',
  '/facilitator/*',
  // a lab's public queue signage, /labs/{lab_id}/queue
  '/labs/*',
];
/** The admin console's client-side routes. */
export const ADMIN_ROUTES = ['/admin', '/admin/*', '/superadmin', '/superadmin/*', '/common', '/common/*'];

type Build = { readonly dir: string; readonly prefix: string; readonly routes: readonly string[] };

/** Where `npm start` and the Dockerfile put the Vite builds, under the repository (or image) root. */
export function uiBuilds(root: string): Build[] {
  return [
    // Vite base '/': assets at /assets/…
    { dir: join(root, 'kiosk-ui', 'dist'), prefix: '/', routes: KIOSK_ROUTES },
    // Vite base '/admin/': assets at /admin/assets/…, clear of the kiosk's
    { dir: join(root, 'admin-ui', 'dist'), prefix: '/admin/', routes: ADMIN_ROUTES },
  ];
}

/** A client-side route has no file extension; a missing `/assets/x.js` must 404, not get HTML. */
function looksLikeFile(url: string): boolean {
  const last = pathOf(url).split('/').at(-1) ?? '';
  return last.includes('.');
}

/**
 * Serves the built UIs from one origin: `<root>/kiosk-ui/dist` and `<root>/admin-ui/dist`.
 * Files are listed once at start-up (`wildcard: false`), so unknown API paths still get the
 * JSON 404. Hashed assets are cached for a year; index.html never is, so a deploy reaches
 * every kiosk on its next load.
 */
export const uiPlugin: FastifyPluginAsync<{ root: string }> = async (app, { root }) => {
  const builds = uiBuilds(root).filter((b) => existsSync(join(b.dir, 'index.html')));
  if (builds.length === 0) app.log.warn({ root }, 'no built UI found; run the UI builds or `npm start`');
  let decorated = false;
  for (const build of builds) {
    await app.register(fastifyStatic, {
      root: build.dir,
      prefix: build.prefix,
      wildcard: false,
      index: false,
      decorateReply: !decorated,
      setHeaders(reply, path) {
        reply.header('cache-control', path.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable');
      },
    });
    decorated = true;
    const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
      if (looksLikeFile(request.url)) {
        return reply.code(404).send(fail(`Route GET ${pathOf(request.url)} not found`, { code: 'not_found' }));
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html', build.dir);
    };
    for (const url of build.routes) app.get(url, { schema: { hide: true } }, sendIndex);
  }
};

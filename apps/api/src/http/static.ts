import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { chooseEncoding } from './compression.ts';

const API_PREFIXES = ['/api/', '/rpc/', '/ingest/', '/healthz', '/readyz'];
const SIBLINGS = { br: '.br', gzip: '.gz' } as const;
/**
 * Issue 34 item 5: a path that names a file the build does not have is a missing file, not a client
 * route. Everything under /assets/, and any path ending in a file extension the build emits: the
 * SPA's routes never end so. Answering index.html (200) there made a tab left open across a deploy
 * fail on « text/html is not a valid JavaScript MIME type » instead of reloading onto the new build.
 */
const FILE_PATH = /^\/assets\/|\.(?:m?js|css|map|json|webmanifest|svg|png|jpe?g|gif|webp|ico|woff2?|ttf|txt|xml)$/i;

/**
 * The SPA page for every client-side route: its `.br`/`.gz` sibling from the build when the
 * client accepts it (issue 13), else the page itself. Read on each request, as before, so a
 * rebuild is picked up without a restart.
 */
function sendIndex(c: Context, indexFile: string): Response {
  c.header('Vary', 'Accept-Encoding');
  const encoding = chooseEncoding(c.req.header('accept-encoding'));
  const sibling = encoding ? `${indexFile}${SIBLINGS[encoding]}` : null;
  if (encoding && sibling && existsSync(sibling)) {
    c.header('Content-Type', 'text/html; charset=UTF-8');
    c.header('Content-Encoding', encoding);
    return c.body(readFileSync(sibling));
  }
  return c.html(readFileSync(indexFile, 'utf8'));
}

/** Serves the built SPA on the same origin when it exists (DESIGN §2 "One origin"). */
export function mountSpa(app: Hono, distDir: string): boolean {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const root = path.relative(process.cwd(), distDir) || '.';
  // Precompressed at build time (apps/web/vite.config.ts): `.br` then `.gz` when accepted, with
  // the original file's Content-Type, Content-Encoding and Vary; the compression middleware
  // then leaves them alone (they carry a Content-Encoding).
  const files = serveStatic({ root, precompressed: true });
  app.use('/assets/*', async (c, next) => {
    await next();
    // Vite fingerprints asset names: they never change.
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // The service worker and its registration are looked up again on every visit: a new build reaches users at once.
  app.use('/sw.js', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'no-cache');
  });
  app.use('/registerSW.js', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'no-cache');
  });
  app.use('*', async (c, next) => {
    if (API_PREFIXES.some((prefix) => c.req.path.startsWith(prefix))) return next();
    return files(c, next);
  });
  app.get('*', (c) => {
    if (API_PREFIXES.some((prefix) => c.req.path.startsWith(prefix))) return c.notFound();
    if (FILE_PATH.test(c.req.path)) {
      // Not cached: the file may exist after the next deploy (a proxy must not keep this answer).
      c.header('Cache-Control', 'no-store');
      return c.text('Fichier introuvable', 404);
    }
    // Client-side routes: the router answers them, 'Not Found' included.
    return sendIndex(c, indexFile);
  });
  return true;
}

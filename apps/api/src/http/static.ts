import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';

const API_PREFIXES = ['/api/', '/rpc/', '/ingest/', '/healthz', '/readyz'];

/** Serves the built SPA on the same origin when it exists (DESIGN §2 "One origin"). */
export function mountSpa(app: Hono, distDir: string): boolean {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const root = path.relative(process.cwd(), distDir) || '.';
  app.use('/assets/*', async (c, next) => {
    await next();
    // Vite fingerprints asset names: they never change.
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', async (c, next) => {
    if (API_PREFIXES.some((prefix) => c.req.path.startsWith(prefix))) return next();
    return serveStatic({ root })(c, next);
  });
  app.get('*', (c) => {
    if (API_PREFIXES.some((prefix) => c.req.path.startsWith(prefix))) return c.notFound();
    // Client-side routes: the router answers them, 'Not Found' included.
    return c.html(readFileSync(indexFile, 'utf8'));
  });
  return true;
}

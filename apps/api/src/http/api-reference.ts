import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Hono } from 'hono';

const require = createRequire(import.meta.url);

/** An API reference page served from local files (no CDN): Swagger UI on the generated document. */
export function mountApiReference(app: Hono, basePath: string, documentUrl: string): void {
  const distDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));
  const assets: Record<string, string> = {
    'swagger-ui.css': 'text/css; charset=utf-8',
    'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  };
  app.get(`${basePath}/assets/:file`, (c) => {
    const file = c.req.param('file');
    const type = assets[file];
    if (!type) return c.notFound();
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(readFileSync(path.join(distDir, file)), 200, { 'Content-Type': type });
  });
  // The start-up script is a file, not inline: the page runs under the same script-src 'self' as the SPA.
  // No validator badge: it would be an image fetched from swagger.io.
  app.get(`${basePath}/init.js`, (c) =>
    c.body(
      `window.ui = SwaggerUIBundle({ url: ${JSON.stringify(documentUrl)}, dom_id: '#api', deepLinking: true, withCredentials: true, validatorUrl: null });`,
      200,
      { 'Content-Type': 'text/javascript; charset=utf-8' },
    ),
  );
  app.get(basePath, (c) =>
    c.html(`<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Référence de l'API — Qualité &amp; Conformité</title>
<link rel="stylesheet" href="${basePath}/assets/swagger-ui.css"></head>
<body><div id="api"></div>
<script src="${basePath}/assets/swagger-ui-bundle.js"></script>
<script src="${basePath}/init.js"></script></body></html>`),
  );
}

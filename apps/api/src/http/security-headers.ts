import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/** What a user file answer carries: never rendered as a page of our origin, never able to run anything. */
export const FILE_CONTENT_SECURITY_POLICY = "sandbox; default-src 'none'";

/**
 * Issue 12 item 6: security headers on every answer (API, errors, 404s,
 * static files, the SPA and the API reference page).
 *
 * The CSP allows no inline script (the built index.html has none: Vite
 * emits module scripts from /assets). Styles need 'unsafe-inline': Radix's
 * dialogs (react-remove-scroll) and Swagger UI insert <style> elements at
 * run time. img-src allows data: (the favicon, Swagger UI's icons) and
 * blob: (files prepared for download). `overwrite: false` keeps a stricter
 * policy an inner handler has set (user files, see `fileAnswers`).
 */
export function securityHeaders(options: { publicUrl: string }): MiddlewareHandler {
  return secureHeaders({
    overwrite: false,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    // HSTS only makes sense (and is only honoured) over https.
    strictTransportSecurity: options.publicUrl.startsWith('https://') ? 'max-age=31536000; includeSubDomains' : false,
  });
}

/**
 * Every file the API answers (user documents and templates, PDF reports,
 * CSV/XLSX exports) is downloaded, never displayed inline: oRPC answers
 * `inline`, which would let an uploaded HTML or SVG run on our origin. The
 * sandbox CSP holds even if a browser renders it anyway.
 */
export function fileAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const disposition = c.res.headers.get('content-disposition');
    if (disposition) {
      const attachment = /^\s*inline\b/i.test(disposition)
        ? disposition.replace(/^\s*inline\b/i, 'attachment')
        : /^\s*attachment\b/i.test(disposition)
          ? disposition
          : `attachment; ${disposition}`;
      c.res.headers.set('content-disposition', attachment);
    } else if (!c.res.headers.get('content-type')?.startsWith('multipart/form-data')) {
      // RPC answers a file inside multipart form data, without Content-Disposition (its client would
      // then take the whole body for one file): only the sandbox is added there.
      return;
    }
    c.res.headers.set('content-security-policy', FILE_CONTENT_SECURITY_POLICY);
    c.res.headers.set('x-content-type-options', 'nosniff');
  };
}

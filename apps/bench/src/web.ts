import { existsSync } from 'node:fs';
import http from 'node:http';
import { chromium } from 'playwright-core';

const CHROMIUM_CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

export type PageJs = {
  path: string;
  files: number;
  /** Bytes on the wire with Accept-Encoding: br, gzip (what a browser over HTTPS receives). */
  compressedBytes: number;
  uncompressedBytes: number;
};

/** The raw (still compressed) body size of one GET, and its decoded size from the file itself. */
function wireBytes(url: string, acceptEncoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * Every script a real browser loads to show `path` (the HTML's entry, its
 * preloads and the route's lazy chunks), then each one's size on the wire.
 * Chromium does not offer brotli over plain HTTP, so the sizes are measured
 * again with Accept-Encoding: br, gzip rather than taken from its transfers.
 */
export async function measurePageJs(baseUrl: string, paths: string[], cookie: string | null): Promise<PageJs[] | null> {
  const executablePath = CHROMIUM_CANDIDATES.find((candidate) => candidate && existsSync(candidate));
  if (!executablePath) return null;
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  try {
    const results: PageJs[] = [];
    for (const path of paths) {
      const context = await browser.newContext();
      if (cookie && path !== '/auth/login') {
        const host = new URL(baseUrl).hostname;
        await context.addCookies(
          cookie.split('; ').map((pair) => {
            const [name, ...value] = pair.split('=');
            return { name: name!, value: value.join('='), domain: host, path: '/' };
          }),
        );
      }
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.add(request.url());
      });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      await context.close();
      let compressedBytes = 0;
      let uncompressedBytes = 0;
      for (const script of scripts) {
        compressedBytes += await wireBytes(script, 'br, gzip');
        uncompressedBytes += await wireBytes(script, 'identity');
      }
      results.push({ path, files: scripts.size, compressedBytes, uncompressedBytes });
    }
    return results;
  } finally {
    await browser.close();
  }
}

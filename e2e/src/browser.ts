import { existsSync } from 'node:fs';

export const CHROMIUM_MISSING_MESSAGE =
  'Chromium introuvable : installez-le avec `apt-get install -y chromium` ou définissez CHROMIUM_PATH';

export function findChromium(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter(Boolean) as string[];
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}

/** Debian's Chromium, headless, without the sandbox (CI runs as root), the GPU or background traffic. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Every browser context of the suite: a French visitor in Paris on a laptop screen. */
export const CONTEXT_OPTIONS = {
  locale: 'fr-FR',
  timezoneId: 'Europe/Paris',
  viewport: { width: 1280, height: 800 },
  // Blocked but in the offline test (page.route cannot see what a worker answers).
  serviceWorkers: 'block',
} as const;

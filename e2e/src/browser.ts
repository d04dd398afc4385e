import { existsSync } from 'node:fs';
import path from 'node:path';

export const CHROMIUM_MISSING_MESSAGE =
  'Chromium introuvable : ni CHROMIUM_PATH, ni /usr/bin/chromium, ni le Chromium du paquet @sparticuz/chromium (npm install)';

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

export type Chromium = {
  executablePath: string;
  args: string[];
  /** Variables the browser needs besides the test process's own (fonts of the packaged Chromium). */
  env: Record<string, string>;
  /** Said once when the suite starts: which browser the tests run in. */
  origin: string;
};

/**
 * A Chromium installed on the machine: CHROMIUM_PATH, else Debian's. E2E_IGNORE_SYSTEM_CHROMIUM=1 leaves
 * Debian's aside, to try on this machine what a fresh one gets (the packaged Chromium below).
 */
export function findSystemChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  const candidates = [env.CHROMIUM_PATH, env.E2E_IGNORE_SYSTEM_CHROMIUM === '1' ? undefined : '/usr/bin/chromium'];
  return candidates.find((candidate): candidate is string => Boolean(candidate) && existsSync(candidate!)) ?? null;
}

/**
 * Issue 34 item 12: `npm install && npm test` must run on a fresh machine. A system Chromium wins when
 * there is one; otherwise the headless Chromium shipped in the npm package @sparticuz/chromium (a
 * devDependency of e2e), unpacked once into the temporary folder (about 3 s, then reused).
 */
export async function findChromium(): Promise<Chromium | null> {
  const system = findSystemChromium();
  if (system) return { executablePath: system, args: CHROMIUM_ARGS, env: {}, origin: system };
  try {
    const { default: packaged } = await import('@sparticuz/chromium');
    // No WebGL: its SwiftShader libraries are not needed, and not unpacked.
    packaged.setGraphicsMode = false;
    const executablePath = await packaged.executablePath();
    // The package's fonts (unpacked beside the binary) when the machine has no fontconfig of its own.
    const fonts = path.join(path.dirname(executablePath), 'fonts');
    const env: Record<string, string> =
      existsSync('/etc/fonts/fonts.conf') || !existsSync(fonts) ? {} : { FONTCONFIG_PATH: fonts };
    return {
      executablePath,
      // chrome-headless-shell: the same switches as Debian's Chromium, --no-zygote as the package recommends.
      args: [...CHROMIUM_ARGS, '--no-zygote'],
      env,
      origin: `${executablePath} (@sparticuz/chromium)`,
    };
  } catch (error) {
    console.error(`Chromium du paquet @sparticuz/chromium inutilisable : ${String(error)}`);
    return null;
  }
}

/** Every browser context of the suite: a French visitor in Paris on a laptop screen. */
export const CONTEXT_OPTIONS = {
  locale: 'fr-FR',
  timezoneId: 'Europe/Paris',
  viewport: { width: 1280, height: 800 },
  // Blocked but in the offline test (page.route cannot see what a worker answers).
  serviceWorkers: 'block',
} as const;

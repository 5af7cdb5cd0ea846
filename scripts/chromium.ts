import { existsSync } from 'node:fs';

/**
 * The one Chromium lookup of the tests and tools (never downloads a browser): CHROME_PATH, else
 * Debian's Chromium, else undefined, which makes playwright-core use its own (a laptop).
 * - 'shell' (tests): the headless shell (package chromium-headless-shell, the build Playwright
 *   itself runs headless tests in) where installed: about half the CPU of the full browser's
 *   headless mode on the same pages, same Blink and version. Else the full browser.
 * - 'full' (benchmarks): the full browser, so figures compare with the recorded ones.
 */
export function chromiumPath(kind: 'shell' | 'full' = 'shell'): string | undefined {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  const candidates = kind === 'shell' ? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'] : ['/usr/bin/chromium'];
  return candidates.find((path) => existsSync(path));
}

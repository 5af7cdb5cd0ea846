import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type ElementHandle, type KeyInput } from 'puppeteer-core';
import { steadyTarget, type Session } from './session';

/**
 * Debian's Firefox ESR (`.ci/run` installs it; FIREFOX_PATH elsewhere) driven over WebDriver BiDi
 * by puppeteer-core, which speaks BiDi to a stock Firefox with no geckodriver and downloads
 * nothing. A fresh temporary profile each launch (puppeteer's default).
 */
export function firefoxPath(): string {
  const path = process.env.FIREFOX_PATH ?? ['/usr/bin/firefox-esr', '/usr/bin/firefox'].find((p) => existsSync(p));
  if (!path) throw new Error("Firefox is missing: install Debian's firefox-esr (.ci/run does) or set FIREFOX_PATH.");
  return path;
}

export async function openFirefox(): Promise<Session> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath(),
    headless: true,
    protocol: 'webDriverBiDi',
    // No update checks, telemetry or remote settings while a test runs.
    extraPrefsFirefox: {
      'app.update.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'toolkit.telemetry.enabled': false,
    },
  });
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  return {
    engine: 'firefox',
    version: await browser.version(),
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    run: (fn, ...args) => page.evaluate(fn, ...args) as never,
    async click(find, ...args) {
      const handle = await page.evaluateHandle(steadyTarget, find.toString(), args);
      const element = handle.asElement() as ElementHandle<Element> | null;
      if (!element) throw new Error('firefox: click: nothing found');
      try {
        await element.click();
      } finally {
        await handle.dispose();
      }
    },
    type: (text) => page.keyboard.type(text),
    async press(...keys) {
      for (const key of keys) await page.keyboard.press(key as KeyInput);
    },
    resize: (width, height) => page.setViewport({ width, height }),
    close: () => browser.close(),
  };
}

import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { steadyTarget, type Key, type Session } from './session';

/**
 * Safari's engine as Debian ships it: WebKitGTK's MiniBrowser driven by WebKitWebDriver
 * (`webkit2gtk-driver`; `.ci/run` installs it with `xvfb`), on a private Xvfb display. WebDriver
 * classic is a dozen JSON-over-HTTP commands, spoken here with Node's fetch: WebKitWebDriver has no
 * BiDi, puppeteer speaks no classic WebDriver, and the `webdriver` client pulls driver downloaders
 * (geckodriver's postinstall fetches from GitHub), which a test tool may not run here.
 */
const MINIBROWSER = process.env.WEBKIT_MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** W3C WebDriver key codes (§17.4.2 of the spec) for the keys the flows press. */
const KEYS: Record<Key, string> = {
  Enter: '\uE007',
  Tab: '\uE004',
  Escape: '\uE00C',
  ArrowDown: '\uE015',
  ArrowUp: '\uE013',
  ArrowLeft: '\uE012',
  ArrowRight: '\uE014',
  Home: '\uE011',
  End: '\uE010',
  ' ': ' ',
  Backspace: '\uE003',
};
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

/** Fails naming what is missing: `.ci/run` installs it all. */
function checkInstalled(): void {
  const missing = [MINIBROWSER, '/usr/bin/WebKitWebDriver', '/usr/bin/Xvfb'].filter((path) => !existsSync(path));
  if (missing.length)
    throw new Error(`WebKit tests need ${missing.join(', ')}: install Debian's webkit2gtk-driver and xvfb (.ci/run does).`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts Xvfb on the first free display (it writes the number it took to fd 3). */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    xvfb.stdio[3]!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve({ display: `:${out.trim()}`, process: xvfb });
    });
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it took a display`)));
  });
}

export async function openWebKit(): Promise<Session> {
  checkInstalled();
  const { display, process: xvfb } = await startXvfb();
  const port = await freePort();
  const driver = spawn('WebKitWebDriver', [`--port=${port}`], { env: { ...process.env, DISPLAY: display }, stdio: 'ignore' });
  const stop = () => {
    driver.kill();
    xvfb.kill();
  };
  const base = `http://127.0.0.1:${port}`;
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(base + path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const { value } = (await response.json()) as { value: T & { error?: string; message?: string } };
    if (!response.ok) throw new Error(`webkit: ${method} ${path.replace(/^\/session\/[^/]+/, '')}: ${value?.error}: ${value?.message}`);
    return value;
  }
  try {
    for (let tries = 0; ; tries++) {
      const up = await fetch(`${base}/status`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (tries > 100) throw new Error('webkit: WebKitWebDriver did not start');
      await new Promise((wake) => setTimeout(wake, 50));
    }
    const { sessionId, capabilities } = await call<{ sessionId: string; capabilities: { browserVersion: string } }>('POST', '/session', {
      capabilities: {
        alwaysMatch: { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] }, timeouts: { script: 30_000 } },
      },
    });
    const s = `/session/${sessionId}`;
    const script = (fn: (...args: never[]) => unknown) => `return (${fn.toString()}).apply(null, arguments)`;
    const keys = (values: string[]): Promise<void> =>
      call<void>('POST', `${s}/actions`, {
        actions: [
          {
            type: 'key',
            id: 'keyboard',
            actions: values.flatMap((value) => [
              { type: 'keyDown', value },
              { type: 'keyUp', value },
            ]),
          },
        ],
      });
    const session: Session = {
      engine: 'webkit',
      version: `WebKitGTK ${capabilities.browserVersion}`,
      goto: (url) => call('POST', `${s}/url`, { url }),
      run: (fn, ...args) => call('POST', `${s}/execute/sync`, { script: script(fn), args }),
      async click(find, ...args) {
        const found = await call<Record<string, string> | null>('POST', `${s}/execute/sync`, {
          script: script(steadyTarget),
          args: [find.toString(), args],
        });
        if (!found?.[ELEMENT]) throw new Error('webkit: click: nothing found');
        await call('POST', `${s}/element/${found[ELEMENT]}/click`, {});
      },
      type: (text) => keys([...text]),
      press: (...pressed) => keys(pressed.map((k) => KEYS[k])),
      async resize(width, height) {
        // The window's rect includes MiniBrowser's chrome: size it, then add what the chrome takes.
        await call('POST', `${s}/window/rect`, { width, height });
        const inner = await session.run(() => [innerWidth, innerHeight]);
        await call('POST', `${s}/window/rect`, { width: width + (width - inner[0]!), height: height + (height - inner[1]!) });
      },
      async close() {
        await call('DELETE', s).catch(() => undefined);
        stop();
      },
    };
    return session;
  } catch (error) {
    stop();
    throw error;
  }
}

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { pauseClock, startHarness, type Harness, type TrackedPage } from './harness';
import { root } from '../../scripts/elements.mjs';

/**
 * The built Storybook (storybook-static/, `npm run build-storybook`) as an engineer opens it, in
 * Chromium: each story's canvas (iframe.html?id=…) on its own fresh page, one test per story so a
 * failure names it. A story passes when Storybook reports it finished without error (its play
 * function passed, no unhandled error while playing), the a11y addon's axe run over the story
 * (its afterEach, `a11y.test: 'error'` in .storybook/annotations.ts) found no violation, and no
 * file it loaded answered 400 or more. The signals are Storybook's own preview-channel events,
 * as its test runner reads them: storyFinished ends every render, playFunctionThrewException,
 * storyThrewException and storyErrored say why one failed (storyFinished still says 'success' when
 * a play throws: Storybook logs the error and reports it on the channel only).
 */
const STATIC = join(root, 'storybook-static');
if (!existsSync(join(STATIC, 'index.json')))
  throw new Error('storybook-static/ is missing: run `npm run build-storybook` before this test.');

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}
const stories = Object.values(
  (JSON.parse(readFileSync(join(STATIC, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
).filter((entry) => entry.type === 'story');

/** What the page's preview channel said about the story, gathered by CHANNEL_HOOK. */
interface StoryOutcome {
  finished?: {
    storyId: string;
    status: 'success' | 'error';
    reporters: { type: string; status: string; result?: { violations?: AxeViolation[] } }[];
  };
  errors: string[];
}
interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * Runs in the story's page before Storybook: catches the preview's channel the moment Storybook
 * creates it (it assigns a global), so no event of the first render is missed. Like Storybook's
 * manager, it sizes the canvas to the viewport a story asks for (globals.viewport, its options in
 * parameters.viewport): the manager resizes the canvas iframe once the story's globals arrive, and
 * here the page does (window.__resizeViewport, a Playwright binding).
 */
const CHANNEL_HOOK = () => {
  type Channel = { on(event: string, listener: (payload: never) => void): void };
  const w = window as unknown as Record<string, unknown>;
  // The story being played's outcome: the test replaces it before it switches to the next story.
  w.__storyOutcome = { errors: [] };
  const outcome = () => w.__storyOutcome as { finished?: unknown; errors: string[] };
  const message = (error: unknown) => {
    const e = error as { message?: string; description?: string; title?: string; stack?: string } | undefined;
    const text = [e?.title, e?.message ?? e?.description ?? String(error)].filter(Boolean).join(': ');
    // Testing Library appends the whole document to a failed query: the first lines say what failed.
    return text.split('\n\nIgnored nodes:')[0]!.split('\n').slice(0, 12).join('\n');
  };
  let parameters: { viewport?: { options?: Record<string, { styles?: { width?: string; height?: string } }> } } | undefined;
  let viewport: string | undefined;
  const resize = () => {
    const styles = viewport ? parameters?.viewport?.options?.[viewport]?.styles : undefined;
    if (styles?.width && styles.height)
      (w.__resizeViewport as (width: number, height: number) => void)(parseInt(styles.width), parseInt(styles.height));
  };
  let channel: Channel | undefined;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value: Channel) {
      channel = value;
      // The preview announces a story's globals right after its storyPrepared, on every render:
      // the size is set then. Resizing at storyPrepared used the previous story's viewport with
      // this one's options (a phone-sized Deep Levels after Mobile Drawer in a reused canvas).
      value.on('storyPrepared', (payload: { parameters: typeof parameters }) => {
        parameters = payload.parameters;
      });
      value.on('globalsUpdated', (payload: { globals: { viewport?: string | { value?: string } } }) => {
        const v = payload.globals.viewport;
        viewport = typeof v === 'string' ? v : v?.value;
        resize();
      });
      value.on('storyFinished', (payload: unknown) => (outcome().finished = payload));
      value.on('playFunctionThrewException', (error: unknown) => outcome().errors.push(`play function threw: ${message(error)}`));
      value.on('storyThrewException', (error: unknown) => outcome().errors.push(`story threw: ${message(error)}`));
      value.on('storyErrored', (error: unknown) => outcome().errors.push(`story errored: ${message(error)}`));
      value.on('storyMissing', (id: unknown) => outcome().errors.push(`story missing: ${String(id)}`));
      value.on('unhandledErrorsWhilePlaying', (errors: unknown[]) =>
        outcome().errors.push(...errors.map((error) => `unhandled error while playing: ${message(error)}`)),
      );
    },
  });
};

/**
 * A response of 400 or more to a file the page loads (a document, script, style sheet, image,
 * font): a file that does not exist. API calls (fetch) are left out: their error answers are what
 * the error-state stories ask for (parameters.msw, the demo API's failing inputs).
 */
const missing = (response: Response) =>
  response.status() >= 400 && !['fetch', 'xhr', 'eventsource'].includes(response.request().resourceType());

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});

/**
 * Story pages, one per concurrent test, each reused story after story. A page loads the canvas
 * (the 4.4 MB Storybook bundle, MSW's worker) once; later stories are selected over the preview's
 * channel (`setCurrentStory`), as Storybook's manager does when an engineer clicks through the
 * sidebar: the preview unmounts the story, runs the next one's loaders (MSW's handlers reset to
 * its own) and plays it. A navigation per story parsed the bundle again: about 1.2 s of CPU a
 * story, two thirds of this file. Between stories the page's cookies and storage are cleared, its
 * viewport reset and its address set to the next story's own (a course search keeps its query
 * there), so no story sees another's saved lead form, choice or query. A page whose story failed
 * is not reused.
 */
const idle: TrackedPage[] = [];
/**
 * Pages for the stories tagged `page-clock` (stories/play.ts pageClock): Playwright's page clock is
 * installed before Storybook loads, so every timer of the page is on it, and the play pauses,
 * moves and resumes it through the `__vtPageClock` binding. A clock stays installed for a page's
 * life (flowing as real time once resumed), so these pages serve only those stories.
 */
const idleClocked: TrackedPage[] = [];
/** The stories each page has shown, in order: a failure names those shown before it in the same canvas. */
const shown = new WeakMap<TrackedPage, string[]>();
async function storyPage(clocked: boolean): Promise<{ tracked: TrackedPage; loaded: boolean }> {
  const reused = (clocked ? idleClocked : idle).pop();
  if (reused) {
    await reused.context.clearCookies();
    await reused.page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await reused.page.setViewportSize({ width: 1280, height: 720 });
    reused.pageErrors.length = 0;
    return { tracked: reused, loaded: true };
  }
  const tracked = await h.newPage({ shared: true, motion: true });
  const { page } = tracked;
  await page.exposeFunction('__resizeViewport', (width: number, height: number) => page.setViewportSize({ width, height }));
  if (clocked) {
    await page.clock.install();
    await page.exposeFunction('__vtPageClock', async (action: 'pause' | 'runFor' | 'resume', ms = 0) => {
      if (action === 'pause') await pauseClock(page, 1);
      else if (action === 'runFor') await page.clock.runFor(ms);
      else await page.clock.resume();
    });
  }
  await page.addInitScript(CHANNEL_HOOK);
  return { tracked, loaded: false };
}

/** Shows story `id` on the page: the first by loading its canvas, later ones over the channel. */
async function showStory(page: Page, id: string, loaded: boolean): Promise<void> {
  const path = `/storybook/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`;
  if (!loaded) {
    await page.goto(h.url(path));
    return;
  }
  await page.evaluate(
    ({ id, path }) => {
      const w = window as unknown as Record<string, unknown>;
      history.replaceState(null, '', path);
      w.__storyOutcome = { errors: [] };
      (w.__STORYBOOK_ADDONS_CHANNEL__ as { emit(event: string, payload: unknown): void }).emit('setCurrentStory', {
        storyId: id,
        viewMode: 'story',
      });
    },
    { id, path },
  );
}

afterAll(async () => {
  await h?.close();
});

describe.concurrent('Storybook stories in Chromium (storybook-static/)', () => {
  it('the build has the stories', () => {
    expect(stories.length).toBeGreaterThan(100);
  });

  it.for(stories)('$title: $name', async ({ id, tags }) => {
    const clocked = tags?.includes('page-clock') ?? false;
    const { tracked, loaded } = await storyPage(clocked);
    const { page } = tracked;
    const before = shown.get(tracked) ?? [];
    shown.set(tracked, [...before, id]);
    const failedFiles: string[] = [];
    const onResponse = (response: Response) => {
      if (missing(response)) failedFiles.push(`${response.status()} ${response.url()}`);
    };
    page.on('response', onResponse);
    await showStory(page, id, loaded);
    await page.waitForFunction(
      (id) => (window as unknown as { __storyOutcome: StoryOutcome }).__storyOutcome.finished?.storyId === id,
      id,
      {
        timeout: 45_000,
      },
    );
    const outcome = await page.evaluate(() => (window as unknown as { __storyOutcome: StoryOutcome }).__storyOutcome);
    const hasPlay = await page.evaluate(
      () =>
        typeof (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { story?: { playFunction?: unknown } } } })
          .__STORYBOOK_PREVIEW__?.currentRender?.story?.playFunction,
    );
    expect(hasPlay, 'every story has a play function that asserts what it shows').toBe('function');
    const a11y = outcome.finished?.reporters.find((report) => report.type === 'a11y');
    const violations = (a11y?.result?.violations ?? []).map(
      (v) => `${v.id}: ${v.help} @ ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
    );
    expect(
      {
        errors: outcome.errors,
        status: outcome.finished?.status,
        a11y: a11y?.status,
        violations,
        failedFiles,
        pageErrors: tracked.pageErrors.map((e) => e.message),
      },
      `shown before it in this canvas: ${before.join(', ') || 'none'}`,
    ).toEqual({
      errors: [],
      status: 'success',
      a11y: 'passed',
      violations: [],
      failedFiles: [],
      pageErrors: [],
    });
    page.off('response', onResponse);
    // A play that paused the clock resumes it; a page goes back to its pool with its time flowing.
    if (clocked) await page.clock.resume();
    (clocked ? idleClocked : idle).push(tracked);
  });
});

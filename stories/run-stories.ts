import { afterEach, describe, expect, it } from 'vitest';
import { composeStories } from '@storybook/react-vite';

type StoriesModule = Parameters<typeof composeStories>[0];
/** What the tests use of a composed story (composeStories types a module loosely). */
type Runnable = { run: () => Promise<void>; play?: unknown };

/**
 * Every story of a stories module runs as a test (portable stories, happy-dom): it renders, its
 * loaders apply its MSW handlers (tests/setup-stories.ts), and its `play` asserts what it shows,
 * so a story that breaks fails `npm test`. Each stories module has its own test file
 * (`stories/<name>.test.tsx`), so the modules run side by side.
 */
export function runStories(file: string, module: StoriesModule): void {
  // Detach the story's elements outside React's commit: the next run unmounts the story's root,
  // and an element's own root cannot unmount synchronously while React is removing it. Then wait
  // for their unmount (a timer away, see define-element): a lead form saves itself then, and that
  // must happen before the next story's loader clears sessionStorage, not after.
  afterEach(async () => {
    document.body.replaceChildren();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  describe(file, () => {
    for (const [name, story] of Object.entries(composeStories(module) as Record<string, Runnable>)) {
      it(name, async () => {
        expect(story.play, 'every story has a play that asserts what it shows').toBeTypeOf('function');
        await story.run();
      });
    }
  });
}

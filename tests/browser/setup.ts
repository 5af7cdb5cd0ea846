import { aroundEach } from 'vitest';
import { currentTest } from './harness';

// Every browser test runs in its own async context, so the pages it opens know their test
// (harness.ts currentTest): set up for each file, also when files share modules.
aroundEach(async (runTest, context) => {
  await currentTest.run(context, runTest);
});

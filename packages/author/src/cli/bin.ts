import { runCli } from './main';

/** `npx vt-elements …`: the command line on this process (the build adds the `#!/usr/bin/env node` line). */
void runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  cwd: process.cwd(),
  fetch: globalThis.fetch,
}).then(
  (status) => {
    // Not process.exit(): that could cut a long report short on a pipe.
    process.exitCode = status;
  },
  (error: unknown) => {
    // A fault of the command itself: status 2 (1 means the pages have errors).
    console.error(error);
    process.exitCode = 2;
  },
);

// Runs npm scripts side by side (`node scripts/parallel.mjs typecheck lint build build-storybook`), each one's
// output kept together and printed when it ends, so the logs do not interleave; exits non-zero
// when any fails, after all have ended. `npm test` runs the type check, lint and the Storybook build beside the
// build: each is mostly single-threaded, and the machine has more than one core. Storybook builds
// from the sources, not dist/, so a story that fails to build fails `npm test` early.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
const started = Date.now();
const results = await Promise.all(
  scripts.map(
    (script) =>
      new Promise((resolve) => {
        const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('close', (code) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          process.stdout.write(
            `\n> ${script}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${seconds} s\n${Buffer.concat(output).toString()}`,
          );
          resolve(code === 0);
        });
      }),
  ),
);
process.exit(results.every(Boolean) ? 0 : 1);

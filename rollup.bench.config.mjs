// npm run bench builds the bare React baseline with the project's own rollup settings.
import { plugins } from './rollup.config.mjs';

export default {
  input: 'scripts/bench/bare-react.tsx',
  output: { file: 'dist/bench/bare-react.js', format: 'es', sourcemap: true },
  plugins: plugins({}, ['scripts/bench/**/*']),
};

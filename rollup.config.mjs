import typescript from '@rollup/plugin-typescript';
import resolve from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { builtinModules } from 'node:module';
import { listBehaviours, listElements } from './scripts/elements.mjs';
import { chunkMapPlugin } from './scripts/chunk-map.mjs';

const elements = listElements();
/** Attribute behaviours ([data-scroll-to]): modules like the elements', imported by the autoloader when it finds their attribute. */
const behaviours = listBehaviours();
const extensions = ['.ts', '.tsx', '.mjs', '.js'];
/** Filled by the element build (the first config; rollup -c builds them in order), read by the autoloader's. */
const chunks = {};

/** The build's plugins; `include` is where TypeScript sources are (the benchmark builds its baseline with the same settings). */
export const plugins = (extra = {}, include = ['packages/*/src/**/*']) => [
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production'), ...extra } }),
  resolve({ extensions, browser: true }),
  commonjs(),
  typescript({
    tsconfig: './tsconfig.base.json',
    // noCheck: the build only transpiles; `npm run typecheck` (tsc over everything, beside the
    // build in npm test) is where type errors fail. Checking here too cost about 20 s of CPU and
    // gave the same output.
    compilerOptions: { noEmit: false, declaration: false, sourceMap: true, types: [], noCheck: true },
    include,
    exclude: ['packages/demo-api/**', '**/*.test.ts', '**/*.test.tsx'],
  }),
  minifyByChunk(),
];

/**
 * terser with two compress passes on our code, where the second still finds bytes, and one pass on
 * chunks that are mostly a library's (React, the analytics SDKs, markdown, maska): there a second
 * pass cost about 8 s of the build's CPU for 0.1-0.9% of their size (issue 36: `npm test`'s CPU).
 * Decided per chunk by where its rendered code comes from.
 */
function minifyByChunk() {
  const options = { format: { comments: false } };
  const ours = terser({ ...options, compress: { passes: 2 } });
  const library = terser({ ...options, compress: { passes: 1 } });
  return {
    name: 'vt-minify-by-chunk',
    renderChunk(code, chunk, outputOptions, meta) {
      let vendor = 0;
      let total = 0;
      for (const [id, { renderedLength }] of Object.entries(chunk.modules)) {
        total += renderedLength;
        if (/[\\/]node_modules[\\/]/.test(id)) vendor += renderedLength;
      }
      const minifier = vendor > total / 2 ? library : ours;
      return minifier.renderChunk.call(this, code, chunk, outputOptions, meta);
    },
  };
}

/**
 * Shared by every element, downloaded once per page: React (react, react-dom, scheduler) in one
 * chunk, r2wc with the element helper in another, the rest of our core in a third, so the autoloader can evaluate React in a task of its
 * own (no long task of ours; React's evaluation is measured apart).
 */
function manualChunks(id) {
  if (/node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'react';
  // r2wc, its adapter (core/r2wc.ts) and the element helper need React; the rest of the core does
  // not, so an element without React (<vt-analytics>) loads the core alone.
  if (/node_modules[\\/]@r2wc[\\/]/.test(id) || /packages[\\/]core[\\/]src[\\/](define-element\.tsx|r2wc\.ts)$/.test(id)) return 'runtime';
  // The tracking context is the lead wizard's alone (imported as @vt-elements/core/tracking, not
  // through the core's index): it travels with it, not in the core every element loads.
  if (/packages[\\/]core[\\/]src[\\/]tracking\.ts$/.test(id)) return undefined;
  // Whether a flag source can come (issue 37): the site navigation's alone, as the tracking context.
  if (/packages[\\/]core[\\/]src[\\/]flag-source\.ts$/.test(id)) return undefined;
  // After the paint (issue 38, imported as @vt-elements/core/after-paint): the lead form's
  // persistence chunk alone uses it, as the tracking context.
  if (/packages[\\/]core[\\/]src[\\/]after-paint\.ts$/.test(id)) return undefined;
  // The Trusted Types policy (issue 30) serves the lead wizard's data-markup and data-js and the
  // picker's review script only: a chunk of their own, not in every element's core.
  if (/packages[\\/]core[\\/]src[\\/]trusted-types\.ts$/.test(id)) return 'trusted-types';
  // DOMPurify and our configuration of it (issue 50): a lead form panel's data-markup only, fetched
  // at idle or when a panel with markup is about to show, by a page with such a panel and no other.
  if (/node_modules[\\/]dompurify[\\/]/.test(id) || /packages[\\/]core[\\/]src[\\/]sanitize\.ts$/.test(id)) return 'dompurify';
  // The part helpers of the plain elements that build their own (share, country picker, locale
  // suggestion) and the APG modal dialog: chunks of their own, not in every element's core (the
  // share dialog's body loads no dialog code). The plain elements' base (plain-element.ts) is in the
  // core: measured, a chunk of its own cost each widget module a 25-byte import line (+4%) and
  // every plain page a request, for 0.5 KB the React elements' pages now carry (+0.3%).
  if (/packages[\\/]core[\\/]src[\\/]parts\.ts$/.test(id)) return 'modal-kit';
  if (/packages[\\/]core[\\/]src[\\/]dialog\.ts$/.test(id)) return 'modal-dialog';
  // The scroll lock: the modal dialogs' and the mobile menu's (issue 40), in neither every element's core nor the dialog.
  if (/packages[\\/]core[\\/]src[\\/]scroll-lock\.ts$/.test(id)) return 'scroll-lock';
  if (/packages[\\/]core[\\/]src[\\/]/.test(id)) return 'core';
  // valibot, the schemas of the lead wizard's fields and the navbar search's answers: named, so the
  // chunk says what it is (it was chunks/index-*.js).
  if (/node_modules[\\/]valibot[\\/]/.test(id)) return 'valibot';
  // The catalogue's rules and views, shared by <vt-course-card>, <vt-course-list-item> and the
  // course search; the markdown library apart, so its size is seen on its own.
  if (/node_modules[\\/]markdown-to-jsx[\\/]/.test(id)) return 'markdown';
  if (/packages[\\/]catalogue[\\/]src[\\/](core[\\/]|view[\\/]|runtime-definition)/.test(id)) return 'catalogue';
  // What the two locale elements share (the locale rules, the page's alternates and cookie, their texts).
  // Locale suggestion's own flow and dialog (core/suggest-*, dom/suggest-*) stay in its module: the
  // country picker never runs them (and must not load the modal dialog for them).
  if (/packages[\\/]locale[\\/]src[\\/](core[\\/](?!suggest-)|dom[\\/](?!suggest-)|runtime-definition)/.test(id)) return 'locale';
  // The content widgets' shared code (issue 17): the disclosure primitive, parts, styles,
  // rules, texts and attribute parsers, loaded once for however many widgets a page has. The
  // carousel's own code (core/carousel*, dom/carousel*: its rules, controller and CSS) stays in its own
  // module: the other widgets never use it.
  if (/packages[\\/]widgets[\\/]src[\\/](core[\\/](?!carousel)|dom[\\/](?!carousel)|runtime-definition)/.test(id)) return 'widgets';
  return undefined;
}

/**
 * Chunk names size-limit can tell apart: the SDK chunks of <vt-analytics> (its dynamic imports of
 * packages/analytics/src/sdk/*.ts) are `analytics-{segment,flags,tracker}-*`, and the chunks the
 * Segment SDK itself imports on demand (plugins it loads only when the source's settings ask)
 * `segment-lazy-*`.
 */
function chunkFileNames(chunk) {
  const sdk = chunk.moduleIds.map((id) => /packages[\\/]analytics[\\/]src[\\/]sdk[\\/](\w+)\.ts$/.exec(id)).find(Boolean);
  if (sdk) return `chunks/analytics-${sdk[1]}-[hash].js`;
  if (chunk.moduleIds.length && chunk.moduleIds.every((id) => /node_modules[\\/]@segment[\\/]/.test(id)))
    return 'chunks/segment-lazy-[name]-[hash].js';
  return 'chunks/[name]-[hash].js';
}

export default [
  {
    input: Object.fromEntries([...elements, ...behaviours].map((el) => [el.name, el.entry])),
    output: {
      dir: 'dist/elements',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames,
      sourcemap: true,
      manualChunks,
    },
    plugins: [...plugins(), chunkMapPlugin(chunks)],
    // A chunk an element imports later (the lead wizard's submit code) may use the element
    // module's own parts: the module exports them too, rather than moving into a chunk of its own
    // behind a one-line facade (a request more, and "own code" measured as 0.2 KB).
    preserveEntrySignatures: 'allow-extension',
    // React's modules run for their exports only: a chunk that uses none of them (the core, which
    // <vt-analytics> loads alone) must not import React just to keep its evaluation order.
    treeshake: { moduleSideEffects: (id) => !/node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id) },
    onwarn(warning, warn) {
      // React's "use client" directives mean nothing in a bundle.
      if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
      warn(warning);
    },
  },
  {
    input: 'packages/autoload/src/autoload.ts',
    output: { file: 'dist/autoload.js', format: 'iife', sourcemap: true, inlineDynamicImports: true },
    plugins: plugins(
      {
        // Each element's name and the chunks its module imports (the autoloader preloads them). A
        // function: called when the autoloader is transformed, after the element build has run.
        __VT_CHUNKS__: () => {
          if (!Object.keys(chunks).length) throw new Error('[chunk-map] the element build must run before the autoloader build');
          // Written short: every chunk is chunks/{name}.js (the autoloader adds both back).
          const short = (file) => {
            const name = /^chunks\/(.+)\.js$/.exec(file)?.[1];
            if (!name) throw new Error(`[chunk-map] ${file} is not chunks/{name}.js`);
            return name;
          };
          return JSON.stringify(Object.fromEntries(Object.entries(chunks).map(([name, files]) => [name, files.map(short)])));
        },
        __VT_BEHAVIOURS__: JSON.stringify(Object.fromEntries(behaviours.map((b) => [b.attribute, b.name]))),
        // The autoloader's sources only: a TypeScript program of every package cost 3 s to set up.
      },
      ['packages/autoload/src/**/*', 'packages/core/src/**/*'],
    ),
  },
  {
    // Author mode (issue 41): the checker with every definition, the page reader and the notices,
    // one self-contained module the autoloader imports only when the page asks for author mode
    // (<meta name="vt-author-mode" content="on"> or ?vt-author); the embed builder imports it too.
    input: 'packages/author/src/author-mode.ts',
    output: { file: 'dist/author.js', format: 'es', sourcemap: true, inlineDynamicImports: true },
    plugins: plugins(),
    treeshake: { moduleSideEffects: (id) => !/node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id) },
  },
  {
    // `npx vt-elements check` (issue 41): the same checker over HTML files, globs and URLs, for Node.
    // parse5 and tinyglobby are bundled in: the package keeps no runtime dependencies.
    input: 'packages/author/src/cli/bin.ts',
    output: { file: 'dist/cli.js', format: 'es', banner: '#!/usr/bin/env node', sourcemap: false, inlineDynamicImports: true },
    external: (id) => id.startsWith('node:') || builtinModules.includes(id),
    treeshake: { moduleSideEffects: (id) => !/node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id) },
    plugins: [
      resolve({ extensions, preferBuiltins: true, exportConditions: ['node'] }),
      commonjs(),
      typescript({
        tsconfig: './tsconfig.base.json',
        compilerOptions: { noEmit: false, declaration: false, sourceMap: false, types: ['node'], noCheck: true },
        include: ['packages/*/src/**/*'],
        exclude: ['packages/demo-api/**', '**/*.test.ts', '**/*.test.tsx'],
      }),
    ],
  },
];

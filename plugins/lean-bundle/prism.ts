/**
 * The code highlighter, only where it is needed, with only the languages the docs show.
 *
 * - The theme's client module that puts Prism and its extra languages in every page's code is
 *   replaced by an empty one in the browser bundle (`./client/no-eager-prism.ts`). Pages with a
 *   code block import the code block (title, buttons, the served HTML) with their own chunks
 *   (plugins/lib/remark-code-highlighter); Prism and the theme's content that uses it load on
 *   demand (`src/features/code-blocks/highlighter`): for a block rendered in the browser or in
 *   the other colour mode, never for a first visit in the default mode, whose blocks keep the
 *   served HTML. In the server bundle the eager module is replaced by Prism's content module,
 *   which brings the code block too, so static rendering has both from the start.
 * - Both get chunks of their own in the browser: Docusaurus' `common` chunk takes every module
 *   used by more than half of the pages, and with about 800 pages showing code the code block
 *   would land there, loaded by every docs page again. Gain: about 30 KB gzip on pages without
 *   code, and about 15 KB gzip (Prism's chunk) on first visits to pages with code.
 * - prism-react-renderer is given to both bundles without the 16 languages it registers when it
 *   loads (JSX, Swift, Kotlin, C++ and others we never show): each registration walks every
 *   grammar registered before it. The languages we show come from
 *   `themeConfig.prism.additionalLanguages`. Gain: the highlighter chunk went from 100 KB to
 *   48 KB raw, and the task that evaluates it from about 250 ms to 55-70 ms at 4x CPU slowdown.
 */
import path from 'node:path';

import {COMPONENT_MODULES} from '../../shared/components';
import {sourceGuard, type Guard} from './guard';

const THEME_CODE_BLOCK = String.raw`[\\/]theme-classic[\\/]lib[\\/]theme[\\/]CodeBlock[\\/]`;

/**
 * Prism's chunk: Prism, its languages, and the theme's parts that use it (the content and its
 * lines), with our module that registers the languages (`COMPONENT_MODULES.prismContent`).
 */
export const HIGHLIGHTER_MODULES = new RegExp(
  [
    String.raw`[\\/](prism-react-renderer|prismjs)[\\/]`,
    String.raw`[\\/]prism-react-renderer\.lean\.mjs$`,
    String.raw`${THEME_CODE_BLOCK}(Content[\\/]index\.js$|Line[\\/])`,
    String.raw`[\\/]src[\\/]features[\\/]code-blocks[\\/]prism-content\.`,
  ].join('|'),
);

/**
 * The code block's chunk, for pages with code: the theme's other code block parts, our
 * wrapper of its content, the served and plain blocks (`COMPONENT_MODULES.highlighter`).
 */
export const CODE_BLOCK_MODULES = new RegExp(
  [
    String.raw`[\\/]parse-numeric-range[\\/]`,
    THEME_CODE_BLOCK,
    String.raw`[\\/]src[\\/]theme[\\/]CodeBlock[\\/]Content[\\/]`,
    String.raw`[\\/]src[\\/]features[\\/]code-blocks[\\/](highlighted|ServedCode|PlainCode|styles\.module)\.`,
  ].join('|'),
);

/** Theme-classic's eager Prism client module, and what replaces it. */
export const EAGER_PRISM_MODULE =
  /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
export const NO_EAGER_PRISM = path.resolve(__dirname, 'client/no-eager-prism.ts');
/** What the server bundle gets instead: Prism's content, which imports the code block. */
export const HIGHLIGHTER = path.resolve(
  __dirname,
  '../..',
  `${COMPONENT_MODULES.prismContent.replace(/^@site\//, '')}.tsx`,
);

/** prism-react-renderer's ES module build, and the markers around its language block. */
export const LEAN_PRISM_FILE = 'prism-react-renderer.lean.mjs';
export const PRISM_RENDERER_SPECIFIER = 'prism-react-renderer/dist/index.mjs';
const PRISM_LANGUAGES_START = '// src/prism-langs.ts\nvar Prism = __toESM(require_prism());\n';
const PRISM_LANGUAGES_END = '\n// src/themes/index.ts\n';

/** theme-common's colour mode context: a file its package exports do not list, found by path. */
const THEME_COMMON_COLOR_MODE = path.join(
  path.dirname(require.resolve('@docusaurus/theme-common')),
  'contexts/colorMode.js',
);

export const prismGuards: Guard[] = [
  sourceGuard(
    'prism',
    "theme-classic registers Prism's languages from its own client module `lib/prism-include-languages`, which the browser bundle swaps for an empty one.",
    '@docusaurus/theme-classic/lib/index.js',
    ["'./prism-include-languages'"],
  ),
  sourceGuard(
    'prism',
    'the module the swap matches by path still exists under that name, and registers the languages when it runs.',
    '@docusaurus/theme-classic/lib/prism-include-languages',
    ['prismIncludeLanguages(Prism)'],
  ),
  sourceGuard(
    'prism',
    "prism-react-renderer's ES module build registers its own languages in one block between two markers.",
    PRISM_RENDERER_SPECIFIER,
    [PRISM_LANGUAGES_START, PRISM_LANGUAGES_END],
  ),
  sourceGuard(
    'prism',
    "the theme's code block is what `src/features/code-blocks/highlighted` renders in its place: string or element content, keyed on useIsBrowser() (the remount it leaves out).",
    '@docusaurus/theme-classic/lib/theme/CodeBlock/index.js',
    ['key={String(isBrowser)}', 'maybeStringifyChildren', 'StringContent', 'ElementContent'],
  ),
  sourceGuard(
    'prism',
    "of the theme's code block parts, its content is the one that highlights with Prism (`HIGHLIGHTER_MODULES` puts it in Prism's chunk, loaded on demand), through its lines.",
    '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/index.js',
    ["from 'prism-react-renderer'", "from '@theme/CodeBlock/Line'"],
  ),
  sourceGuard(
    'prism',
    'the colour mode starts at the default in the browser, as on the server, and changes in an effect: a code block hydrated from the served HTML re-renders with the dark Prism theme.',
    THEME_COMMON_COLOR_MODE,
    ['useState(isBrowser ? ColorModeAttribute.get() : defaultMode)'],
  ),
];

/**
 * prism-react-renderer's ES module build without the languages it registers itself: Prism's
 * core stays, the themes and the `Highlight` component too. Throws when the markers are gone
 * (a new version of the package), so the build never silently ships the full set again.
 */
export function withoutBundledLanguages(source: string): string {
  const start = source.indexOf(PRISM_LANGUAGES_START);
  const end = source.indexOf(PRISM_LANGUAGES_END, start);
  if (start < 0 || end < 0) {
    throw new Error(
      `[lean-bundle/prism] ${PRISM_RENDERER_SPECIFIER}: the block of bundled Prism languages ("// src/prism-langs.ts" to "// src/themes/index.ts") was not found. prism-react-renderer changed its build: see UPGRADING.md ("prism").`,
    );
  }
  return (
    source.slice(0, start + PRISM_LANGUAGES_START.length) +
    // The source map describes the original file.
    source.slice(end).replace(/\n\/\/# sourceMappingURL=.*\s*$/, '\n')
  );
}

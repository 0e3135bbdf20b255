/**
 * Stands in for the theme's client module that loads Prism and registers its extra languages
 * on every page (`plugins/lean-bundle/prism.ts` swaps it in). Prism loads when a code block needs it
 * instead: see `src/features/code-blocks/highlighter.ts`.
 */
export {};

/**
 * Stands in for the theme's client module that loads Prism and registers its extra languages
 * on every page (`plugins/lean-bundle/prism.ts` swaps it in). Pages with code load both with their own
 * chunks instead: see `src/features/code-blocks/highlighted.tsx`.
 */
export {};

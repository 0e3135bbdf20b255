/**
 * Where the code-block modules are once they have run, in a tiny module of its own so the
 * wrappers in the code every page loads (`src/theme/CodeBlock`, `src/theme/CodeBlock/Content`)
 * pull in neither of them:
 *
 * - the highlighted code block (`./highlighted`), which pages with code import;
 * - Prism's content (`./prism-content`): the `<pre>` of token spans, which nothing imports
 *   statically in the browser. A served block keeps its server HTML, so a first visit never needs
 *   it; it loads for dark mode, for a block rendered in the browser (client-side navigation), and
 *   on a reader's intent to navigate (`src/client-modules/code-highlighter`).
 */
import {useSyncExternalStore, type ComponentType} from 'react';
import type {Props as CodeBlockProps} from '@theme/CodeBlock';
import type {Props as ContentProps} from '@theme/CodeBlock/Content';

let highlighted: ComponentType<CodeBlockProps> | null = null;

export function provideHighlightedCodeBlock(component: ComponentType<CodeBlockProps>): void {
  highlighted = component;
}

export function highlightedCodeBlock(): ComponentType<CodeBlockProps> | null {
  return highlighted;
}

let prismContent: ComponentType<ContentProps> | null = null;
let loading: Promise<unknown> | null = null;
const listeners = new Set<() => void>();

export function providePrismContent(component: ComponentType<ContentProps>): void {
  prismContent = component;
  for (const listener of listeners) listener();
}

/** Starts loading Prism once; a failed load (offline) can be tried again later. */
export function loadPrismContent(): void {
  if (prismContent || loading) return;
  loading = import('./prism-content').catch(() => {
    loading = null;
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => prismContent;

/** Prism's content once loaded (always on the server, which bundles it), else null. */
export function usePrismContent(): ComponentType<ContentProps> | null {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

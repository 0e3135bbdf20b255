/**
 * Where the highlighted code block is once its module has run. `./highlighted` fills it; the
 * code block wrapper (`src/theme/CodeBlock`) reads it. A tiny module of its own so the wrapper,
 * in the code every page loads, does not pull Prism in.
 */
import type {ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock';

let highlighted: ComponentType<Props> | null = null;

export function provideHighlightedCodeBlock(component: ComponentType<Props>): void {
  highlighted = component;
}

export function highlightedCodeBlock(): ComponentType<Props> | null {
  return highlighted;
}

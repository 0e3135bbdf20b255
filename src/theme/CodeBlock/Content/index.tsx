/**
 * A code block keeps the highlighted HTML the server sent when the page first loads (swizzled
 * wrapper; see `src/features/code-blocks/ServedCode`). Hydrating it meant building hundreds of
 * token spans a block with Prism only to find them already there: on a knowledge-base article,
 * most of what a page with code costs the main thread beyond one without. A block rendered
 * later (client-side navigation), or whose Prism theme changes (dark mode), is the theme's own.
 */
import {useCallback, useState, type ComponentType, type ReactNode} from 'react';
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';
import OriginalContent from '@theme-original/CodeBlock/Content';
import type {Props} from '@theme/CodeBlock/Content';

import ServedCode, {servedCodeExpected} from '@site/src/features/code-blocks/ServedCode';

// `@theme-original/*` modules are typed without props.
const Content = OriginalContent as ComponentType<Props>;

export default function CodeBlockContent(props: Props): ReactNode {
  // Decided at the first render: the server always renders the theme's block.
  const [served, setServed] = useState(servedCodeExpected);
  const {colorMode} = useColorMode();
  const {defaultMode} = useThemeConfig().colorMode;
  const renderHighlighted = useCallback(() => setServed(false), []);
  // The served HTML has the default mode's Prism colours, set on each token.
  if (served && colorMode === defaultMode) return <ServedCode onMissing={renderHighlighted} />;
  return <Content {...props} />;
}

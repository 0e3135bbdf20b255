/**
 * A code block keeps the highlighted HTML the server sent when the page first loads (swizzled
 * wrapper; see `src/features/code-blocks/ServedCode`), so a first visit needs no Prism: hydrating
 * meant building hundreds of token spans a block only to find them already there, and Prism with
 * its languages is about 15 KB gzip of code to run before that.
 *
 * Prism's content (the theme's own) is loaded when a block needs it
 * (`src/features/code-blocks/highlighter`): for the dark Prism theme (the served HTML keeps the
 * default mode's colours until it arrives) and for a block rendered in the browser (client-side
 * navigation, which usually finds it loaded already: see `src/client-modules/code-highlighter`),
 * which shows its plain code until then.
 */
import {useCallback, useEffect, useState, type ReactNode} from 'react';
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';

import PlainCode from '@site/src/features/code-blocks/PlainCode';
import ServedCode, {servedCodeAvailable} from '@site/src/features/code-blocks/ServedCode';
import {loadPrismContent, usePrismContent} from '@site/src/features/code-blocks/highlighter';

export default function CodeBlockContent(props: Props): ReactNode {
  const {metadata} = useCodeBlockContext();
  // Decided at the first render: the server always renders Prism's content.
  const [served, setServed] = useState(() => servedCodeAvailable(metadata));
  const {colorMode} = useColorMode();
  const {defaultMode} = useThemeConfig().colorMode;
  const renderInBrowser = useCallback(() => setServed(false), []);
  const Highlighted = usePrismContent();
  // The served HTML has the default mode's Prism colours, set on each token.
  const servedFits = served && colorMode === defaultMode;
  useEffect(() => {
    if (!servedFits && !Highlighted) loadPrismContent();
  }, [servedFits, Highlighted]);
  if (served && (servedFits || !Highlighted)) return <ServedCode onMissing={renderInBrowser} />;
  if (Highlighted) return <Highlighted {...props} />;
  return <PlainCode className={props.className} />;
}

/**
 * Docusaurus' own code block with Prism and the extra languages (`themeConfig.prism`), as a
 * module that only pages showing code import: markdown with a code block imports it
 * (`plugins/lib/remark-code-highlighter`), so it loads with the page's own chunks, before
 * the page renders or hydrates. Components that render code blocks import it themselves.
 *
 * The theme normally loads Prism and registers the languages in a client module every page
 * loads; `plugins/lean-bundle` replaces that module with nothing, so this is the one place.
 */
import type {ComponentType} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';
import type {Props} from '@theme/CodeBlock';

import {provideHighlightedCodeBlock} from './highlighter';

prismIncludeLanguages(Prism);

// `@theme-original/*` modules are typed without props.
const HighlightedCodeBlock = CodeBlock as ComponentType<Props>;
provideHighlightedCodeBlock(HighlightedCodeBlock);

export default HighlightedCodeBlock;

/**
 * Prism with the languages the docs show (`themeConfig.prism.additionalLanguages`) and the
 * theme's code-block content that uses it: the `<pre>` of highlighted token spans. The browser
 * loads it on demand (`./highlighter`); the server bundle has it from the start
 * (`plugins/lean-bundle/prism.ts`), so static HTML is always highlighted.
 *
 * The theme normally loads Prism and registers the languages in a client module every page
 * loads; `plugins/lean-bundle` replaces that module with nothing, so this is the one place.
 */
import type {ComponentType} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import OriginalContent from '@theme-original/CodeBlock/Content';
import type {Props} from '@theme/CodeBlock/Content';

import {providePrismContent} from './highlighter';
// The rest of the code block: on the server (this module replaces the theme's eager Prism
// module there) and for a page without code whose reader is about to navigate.
import './highlighted';

prismIncludeLanguages(Prism);

// `@theme-original/*` modules are typed without props.
providePrismContent(OriginalContent as ComponentType<Props>);

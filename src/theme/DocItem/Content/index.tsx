/**
 * Wraps the doc content (swizzled, kept thin) to offer the page as Markdown. Areas without a
 * markdown copy (shared/areas.ts) and generated index pages have none (plugins/llms-txt), so
 * they get no button.
 */
import type {ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';

import CopyMarkdownButton from '@site/src/features/copy-markdown/CopyMarkdownButton';
import {areaOf} from '@site/shared/areas';
import {MARKDOWN_SOURCE_FIELD} from '@site/shared/markdown-tree';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata, frontMatter} = useDoc();
  // Generated MDX pages are components over data, except those made from markdown (a tree).
  const generatedMdx =
    metadata.source.includes('/.generated/') &&
    metadata.source.endsWith('.mdx') &&
    !(MARKDOWN_SOURCE_FIELD in frontMatter);
  const hasCopy = areaOf(metadata.permalink)?.markdownCopy !== false && !generatedMdx;
  return (
    <>
      {hasCopy && <CopyMarkdownButton permalink={metadata.permalink} />}
      <Content {...props} />
    </>
  );
}

/**
 * Markdown elements (swizzled, kept thin): tables become focusable when they scroll sideways.
 */
import MDXComponents from '@theme-original/MDXComponents';

import ScrollableTable from '@site/src/features/scrollable-table';

export default {...MDXComponents, table: ScrollableTable};

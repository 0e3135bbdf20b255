import type {ReactNode} from 'react';

/** Renders `backtick` spans of a plain-text description as inline code; the rest stays text. */
export function InlineCode({text}: {text: string}): ReactNode {
  const parts = text.split(/(`[^`]+`)/g);
  return parts.map((part, i) =>
    part.startsWith('`') && part.endsWith('`') && part.length > 1 ? (
      <code key={i}>{part.slice(1, -1)}</code>
    ) : (
      part
    ),
  );
}

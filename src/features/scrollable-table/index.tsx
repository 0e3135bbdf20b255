import {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';

/**
 * A markdown table. Infima makes tables their own horizontal scroll container, and keyboard
 * users can only scroll what they can focus: while a table is wider than its column it takes a
 * tab stop (WCAG 2.1.1; axe's scrollable-region-focusable). A table that fits adds none.
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  const [overflows, setOverflows] = useState(false);

  useEffect(() => {
    const table = ref.current;
    if (!table) return undefined;
    const observer = new ResizeObserver(() => setOverflows(table.scrollWidth > table.clientWidth));
    observer.observe(table);
    return () => observer.disconnect();
  }, []);

  return <table {...props} ref={ref} tabIndex={overflows ? 0 : undefined} />;
}

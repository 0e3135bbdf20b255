/** Formatting of catalog values for display, outside React so it can be unit-tested. */

/** A YAML default shown as the HCL a reader would write. */
export function formatDefault(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(formatDefault).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>);
  if (!entries.length) return '{}';
  return `{ ${entries.map(([k, v]) => `${/^[A-Za-z_][A-Za-z0-9_-]*$/.test(k) ? k : JSON.stringify(k)} = ${formatDefault(v)}`).join(', ')} }`;
}

/** Type expressions longer than this are collapsed behind a disclosure. */
export const LONG_TYPE_CHARS = 60;

/** Pretty-prints a long object type over several lines. */
export function formatType(type: string): string {
  if (type.length <= LONG_TYPE_CHARS) return type;
  let depth = 0;
  let out = '';
  for (const ch of type.replace(/\s+/g, ' ')) {
    if (ch === '{') {
      depth++;
      out += '{\n' + '  '.repeat(depth);
    } else if (ch === '}') {
      depth--;
      out = out.replace(/[ ,]+$/, '') + '\n' + '  '.repeat(depth) + '}';
    } else if (ch === ',' && depth > 0) {
      out += '\n' + '  '.repeat(depth);
    } else if (ch === ' ' && out.endsWith('  ')) {
      continue;
    } else out += ch;
  }
  return out.replace(/\n\s+\n/g, '\n').replace(/ +\n/g, '\n');
}

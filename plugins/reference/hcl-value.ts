/** Renders YAML example values as HCL, laid out the way `terraform fmt` would. */

const IDENT = /^[A-Za-z_][A-Za-z0-9_-]*$/;

function hclString(s: string): string {
  // HCL escapes like JSON, plus template sequences that must stay literal.
  // A function replacement: in a replacement string "$$" would collapse to one "$".
  return JSON.stringify(s)
    .replace(/\$\{/g, () => '$${')
    .replace(/%\{/g, () => '%%{');
}

export function toHcl(value: unknown, indent = ''): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return hclString(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const items = value.map((v) => toHcl(v, inner));
    const oneLine = `[${items.join(', ')}]`;
    if (!oneLine.includes('\n') && oneLine.length <= 60) return oneLine;
    return `[\n${items.map((i) => `${inner}${i},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${attributes(entries, inner)}\n${indent}}`;
}

/** A value on one line, as in a table cell: `{ name = "x", ports = [80, 443] }`. */
export function toHclInline(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return hclString(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(toHclInline).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>);
  if (!entries.length) return '{}';
  return `{ ${entries.map(([k, v]) => `${IDENT.test(k) ? k : hclString(k)} = ${toHclInline(v)}`).join(', ')} }`;
}

/** Type expressions longer than this are shown collapsed, with a multi-line form. */
const LONG_TYPE_CHARS = 60;

/** Spreads a long object type over several lines; short types come back unchanged. */
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

/**
 * `name = value` lines. Like `terraform fmt`, the equals signs of consecutive single-line
 * attributes are aligned; a multi-line value ends the group.
 */
export function attributes(entries: [string, unknown][], indent: string): string {
  const rendered = entries.map(([k, v]) => ({
    key: IDENT.test(k) ? k : hclString(k),
    value: toHcl(v, indent),
  }));
  const lines: string[] = [];
  let group: typeof rendered = [];
  const flush = () => {
    const width = Math.max(...group.map((g) => g.key.length));
    for (const g of group) lines.push(`${indent}${g.key.padEnd(width)} = ${g.value}`);
    group = [];
  };
  for (const r of rendered) {
    if (r.value.includes('\n')) {
      if (group.length) flush();
      lines.push(`${indent}${r.key} = ${r.value}`);
    } else group.push(r);
  }
  if (group.length) flush();
  return lines.join('\n');
}

export function terraformUsage(
  name: string,
  source: string,
  example: Record<string, unknown>,
): string {
  const body = Object.keys(example).length
    ? `\n\n${attributes(Object.entries(example), '  ')}`
    : '';
  return `module "${name.replace(/[^A-Za-z0-9_]/g, '_')}" {\n  source = ${hclString(source)}${body}\n}\n`;
}

export function terragruntUsage(source: string, example: Record<string, unknown>): string {
  const inputs = Object.keys(example).length
    ? `{\n${attributes(Object.entries(example), '  ')}\n}`
    : '{}';
  return [
    'terraform {',
    `  source = ${hclString(source)}`,
    '}',
    '',
    'include "root" {',
    '  path = find_in_parent_folders()',
    '}',
    '',
    `inputs = ${inputs}`,
    '',
  ].join('\n');
}

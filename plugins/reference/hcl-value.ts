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
    '  path = find_in_parent_folders("root.hcl")',
    '}',
    '',
    `inputs = ${inputs}`,
    '',
  ].join('\n');
}

/**
 * Pure logic of the identifier check (CLI: scripts/facts/identifiers-cli.ts): every name written
 * as inline code in our prose (hand-written pages, knowledge-base articles, reference entries) is
 * either found in ../shared/facts or listed in data/identifiers.yaml with where it comes from. A
 * name nobody can trace is most likely invented, which is the error this check exists to stop.
 */
import * as z from 'zod';

/** One inline-code name and the line of its file it stands on (1-based). */
export type Found = {id: string; line: number};

const FENCE = /^[ \t]*(`{3,}|~{3,})/;
const SPAN = /(`+)([^`]+?)\1(?!`)/g;

/**
 * The inline code spans of `text` outside fenced blocks, with their line numbers. Works on
 * Markdown and on the raw text of a YAML data file alike: prose fields are literal blocks, so
 * their fences and spans stand in the file as written.
 */
export function inlineCode(text: string): Found[] {
  return scan(text).spans;
}

/** The text of the fenced blocks of `text`, joined: the code a page shows in full. */
export function fencedCode(text: string): string {
  return scan(text).fenced.join('\n');
}

function scan(text: string): {spans: Found[]; fenced: string[]} {
  const out: Found[] = [];
  const fenced: string[] = [];
  let fence: string | null = null;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const f = FENCE.exec(line);
    if (fence) {
      // A fence closes on a line of the same character, at least as long.
      if (f && f[1]![0] === fence[0] && f[1]!.length >= fence.length && line.trim() === f[1])
        fence = null;
      else fenced.push(line);
      continue;
    }
    if (f) {
      fence = f[1]!;
      continue;
    }
    for (const m of line.matchAll(SPAN)) out.push({id: m[2]!.trim(), line: i + 1});
  }
  return {spans: out, fenced};
}

/** A name as the check means it: no spaces, and a `_`, `-`, `.`, `/` or `:`, or camelCase. */
export function isIdentifier(code: string): boolean {
  if (!code || /\s/.test(code)) return false;
  return /[_\-./:]/.test(code) || /[a-z][A-Z]/.test(code);
}

// AWS's documentation account IDs, and the repeated-digit IDs the original pages use.
const DOC_ACCOUNT_IDS = new Set([
  '111122223333',
  '123456789012',
  '444455556666',
  '777788889999',
  '999988887777',
  '210987654321',
]);

/** Placeholders and example values are recognised by rule, never listed. */
export function isPlaceholder(id: string): boolean {
  if (/<[^>]*>/.test(id) || id.includes('...') || id.includes('…') || id.includes('*')) return true;
  if (/example|acme/i.test(id) || /^my[-_]/i.test(id)) return true;
  // An upper-case word among lower-case ones stands for a value: `BUCKET.s3.amazonaws.com`.
  const parts = id.split(/[/.:-]/).filter(Boolean);
  if (parts.some((p) => /^[A-Z][A-Z_]{2,}$/.test(p)) && parts.some((p) => /[a-z]/.test(p)))
    return true;
  for (const n of id.match(/\d{12}/g) ?? []) {
    if (DOC_ACCOUNT_IDS.has(n) || /^(\d)\1{11}$/.test(n)) return true;
  }
  return false;
}

/** data/identifiers.yaml: identifiers grouped by the one source that documents them all. */
export const listSchema = z.strictObject({
  sources: z.array(
    z.strictObject({
      source: z
        .string()
        .refine((s) => /^https:\/\/\S+$/.test(s) || /^[\w.-]+\/[\w.-]+:\S+$/.test(s), {
          error:
            'expected a documentation URL (https://...) or a repository path (owner/repo:path/in/repo)',
        }),
      what: z.string().trim().min(3, 'say in a few words what the identifiers are'),
      identifiers: z.array(z.string().min(1)).min(1),
    }),
  ),
});
export type IdentifierList = z.infer<typeof listSchema>;

/** Identifier -> its source, from the parsed list; a name listed twice is an error. */
export function listedSources(list: IdentifierList): Map<string, string> {
  const out = new Map<string, string>();
  for (const group of list.sources) {
    for (const id of group.identifiers) {
      if (out.has(id)) throw new Error(`data/identifiers.yaml lists ${id} twice`);
      out.set(id, group.source);
    }
  }
  return out;
}

const BOUNDARY = /[A-Za-z0-9_-]/;

/**
 * Looks names up in the facts' text. A name counts as found where it stands whole: the
 * characters either side are not part of a longer name (`aws_iam_role` is not found inside
 * `aws_iam_role_policy`).
 */
export class FactsText {
  private readonly tokens = new Set<string>();
  private readonly misses = new Map<string, boolean>();
  constructor(private readonly text: string) {
    for (const t of text.split(/[\s`'"()[\]{},;|<>*]+/)) {
      if (!t) continue;
      // Every run of a token's parts between separators, so `vpc_id` is found in
      // `module.vpc.vpc_id` without scanning the whole text.
      const parts = t.split(/([./:=@+])/);
      if (parts.length > 25) {
        this.tokens.add(t);
        continue;
      }
      for (let i = 0; i < parts.length; i += 2)
        for (let j = i; j < parts.length; j += 2) {
          const run = parts.slice(i, j + 1).join('');
          if (run) this.tokens.add(run);
        }
    }
  }
  includesText(text: string): boolean {
    return this.text.includes(text);
  }
  has(id: string): boolean {
    if (this.tokens.has(id)) return true;
    const known = this.misses.get(id);
    if (known !== undefined) return known;
    let found = false;
    for (let at = this.text.indexOf(id); at !== -1 && !found; at = this.text.indexOf(id, at + 1)) {
      const before = at > 0 ? this.text[at - 1]! : ' ';
      const after = this.text[at + id.length] ?? ' ';
      found = !BOUNDARY.test(before) && !BOUNDARY.test(after);
    }
    this.misses.set(id, found);
    return found;
  }
}

export type Problem = {file: string; line: number; id: string};

type Lookup = {has(id: string): boolean; includesText(text: string): boolean};

/**
 * The names inside one code span that must be traced, once the span as a whole was not found.
 * A value (an address, CIDR, version, time or URL) and an expression (quotes, calls,
 * interpolation) hold no name; a local value is the page's own; a reference such as
 * `module.vpc.vpc_id` or `var.name` names an output or variable by its last part; a flag or
 * setting with a value (`TF_LOG=trace`) is named by what stands before `=`; a path is traced
 * segment by segment.
 */
export function namesIn(code: string): string[] {
  // `:dev` (a tag), `@v1.2.3` (a ref) and `@8.8.8.8` (a server) are values after a name.
  if (
    /^[@:][^:]/.test(code) ||
    /^v?\d/.test(code) ||
    /\d:\d\d/.test(code) ||
    /^[a-z][\w.+-]*:\/\//.test(code)
  )
    return [];
  // An expression is code, not a name; a bare file extension (`.md`) names no product.
  if (/["'$(){}[\]\\%|]/.test(code) || /^\.[a-z0-9]{1,4}$/.test(code)) return [];
  // A query string or a tag after the name is a value: `vpc-app?ref=v0.26.3`, `cimg/go:1.21`.
  code = code.replace(/\?.*$/, '').replace(/:[\w.-]*\d[\w.-]*$/, '');
  if (!code) return [];
  if (code.startsWith('local.')) return [];
  const ref = /^(?:var|module|data|dependency|include|self)\.(?:.*\.)?([^.]+)$/.exec(code);
  if (ref) return isIdentifier(ref[1]!) ? [ref[1]!] : [];
  const name = /^(-{0,2}[A-Za-z_][\w.-]*)=/.exec(code)?.[1] ?? code;
  // An attribute path of an input (`container_image.docker_tag`) is traced part by part.
  if (
    /^[a-z][a-z0-9]*_\w*\.[\w.]+$/.test(name) &&
    !/\.(json|ya?ml|hcl|tf|go|md|txt|sh|py)$/.test(name)
  )
    return name.split('.').filter((part) => isIdentifier(part) && !isPlaceholder(part));
  // A Kubernetes label or annotation key (`eks.amazonaws.com/role-arn`) is one name.
  if (/^[a-z0-9-]+(?:\.[a-z0-9-]+)+\/[\w.-]+$/.test(name)) return [name];
  if (name.includes('/'))
    return name.split('/').filter((seg) => isIdentifier(seg) && !isPlaceholder(seg));
  return isIdentifier(name) ? [name] : [];
}

/** The `example:` mapping of a reference entry's YAML, as text (empty for other files). */
export function yamlExample(text: string): string {
  const m = /^example:\n((?:[ \t]+.*\n|\n)*)/m.exec(text);
  return m ? m[1]! : '';
}

function traced(
  id: string,
  lookups: Lookup[],
  listed: ReadonlyMap<string, string>,
  used?: Set<string>,
): boolean {
  if (listed.has(id)) {
    used?.add(id);
    return true;
  }
  if (isPlaceholder(id)) return true;
  // A prefix or suffix (`TF_VAR_`, `_regex`) is traced by any name that starts or ends with it.
  const fragment = /^_|[-_]$/.test(id);
  return lookups.some((l) => (fragment ? l.includesText(id) : l.has(id)));
}

/**
 * The unsourced identifiers of one file: inline-code names that are no placeholder, not in the
 * file's own code blocks, not in the facts and not listed.
 */
export function unsourced(
  file: string,
  text: string,
  facts: Lookup,
  listed: ReadonlyMap<string, string>,
  // Collects the listed names the file relies on, so the CLI can report entries nothing uses.
  used?: Set<string>,
): Problem[] {
  const out: Problem[] = [];
  const {spans, fenced} = scan(text);
  // A name the file's own code shows (its fenced blocks; a reference entry's usage example) is
  // the example's value, checked with that code.
  const ownCode = new FactsText([...fenced, yamlExample(text)].join('\n'));
  for (const {id, line} of spans) {
    if (!isIdentifier(id) || traced(id, [ownCode, facts], listed, used)) continue;
    const missing = namesIn(id).filter((n) => !traced(n, [ownCode, facts], listed, used));
    if (missing.length) out.push({file, line, id: missing.join(' ')});
  }
  return out;
}

/**
 * Finds the calls to modules in a block of HCL: `module "x" { source = "..." ... }` blocks with
 * their top-level argument names, and Terragrunt's `terraform { source = "..." }` with the keys
 * of `inputs = { ... }`. A small scanner, not a full HCL parser: it knows strings (with
 * interpolation), heredocs and comments well enough to tell which names sit at the top level of
 * a block, which is all the check needs.
 */

export type ModuleCall = {
  /** `module "name"`, or "terragrunt" for a terragrunt.hcl. */
  kind: 'module' | 'terragrunt';
  source: string;
  /** Argument (or input) names with their 0-based line in the block. */
  args: {name: string; line: number}[];
};

type Token = {type: 'ident' | 'string' | 'punct' | 'newline'; value: string; line: number};

function tokenize(src: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  let line = 0;
  const push = (type: Token['type'], value: string, at = line) =>
    tokens.push({type, value, line: at});
  while (i < src.length) {
    const c = src[i]!;
    if (c === '\n') {
      push('newline', '\n');
      line++;
      i++;
    } else if (c === '#' || (c === '/' && src[i + 1] === '/')) {
      while (i < src.length && src[i] !== '\n') i++;
    } else if (c === '/' && src[i + 1] === '*') {
      const end = src.indexOf('*/', i + 2);
      const stop = end < 0 ? src.length : end + 2;
      for (let j = i; j < stop; j++) if (src[j] === '\n') line++;
      i = stop;
    } else if (c === '<' && src[i + 1] === '<' && /^<<-?([A-Za-z_]+)\n/.test(src.slice(i))) {
      const m = /^<<-?([A-Za-z_]+)\n/.exec(src.slice(i))!;
      const start = line;
      const end = new RegExp(`\\n\\s*${m[1]}\\s*(?=\\n|$)`).exec(src.slice(i + m[0].length - 1));
      const stop = end ? i + m[0].length - 1 + end.index + end[0].length : src.length;
      for (let j = i; j < stop; j++) if (src[j] === '\n') line++;
      push('string', '', start);
      i = stop;
    } else if (c === '"') {
      // A string, with ${ ... } and %{ ... } sequences that may hold strings of their own.
      let j = i + 1;
      let value = '';
      let depth = 0;
      const start = line;
      while (j < src.length) {
        const d = src[j]!;
        if (d === '\\') {
          value += src.slice(j, j + 2);
          j += 2;
          continue;
        }
        if (d === '\n') line++;
        if (depth === 0 && d === '"') break;
        if ((d === '$' || d === '%') && src[j + 1] === '{') {
          depth++;
          value += src.slice(j, j + 2);
          j += 2;
          continue;
        }
        if (depth > 0 && d === '}') depth--;
        if (depth > 0 && d === '"') {
          // A string inside an interpolation: skip to its end.
          const close = src.indexOf('"', j + 1);
          value += src.slice(j, close + 1);
          j = close < 0 ? src.length : close + 1;
          continue;
        }
        value += d;
        j++;
      }
      push('string', value, start);
      i = j + 1;
    } else if (/[A-Za-z_]/.test(c)) {
      const m = /^[A-Za-z_][A-Za-z0-9_-]*/.exec(src.slice(i))!;
      push('ident', m[0]);
      i += m[0].length;
    } else if (/\s/.test(c)) {
      i++;
    } else {
      // `==`, `!=`, `<=`, `>=`, `=>` are not assignments.
      const two = src.slice(i, i + 2);
      if (['==', '!=', '<=', '>=', '=>'].includes(two)) {
        push('punct', two);
        i += 2;
      } else {
        push('punct', c);
        i++;
      }
    }
  }
  return tokens;
}

const OPEN: Record<string, string> = {'{': '}', '[': ']', '(': ')'};

/** Index of the token closing the bracket opened at `open`. */
function closing(tokens: Token[], open: number): number {
  let depth = 0;
  for (let k = open; k < tokens.length; k++) {
    const v = tokens[k]!.value;
    if (tokens[k]!.type !== 'punct') continue;
    if (OPEN[v]) depth++;
    else if (v === '}' || v === ']' || v === ')') {
      depth--;
      if (depth === 0) return k;
    }
  }
  return tokens.length;
}

/** Top-level `name =` attributes (and `"name" =` keys) between two brackets. */
function topLevelKeys(tokens: Token[], open: number, close: number) {
  const keys: {name: string; line: number; valueAt: number}[] = [];
  let atItemStart = true;
  for (let k = open + 1; k < close; k++) {
    const t = tokens[k]!;
    if (t.type === 'newline' || (t.type === 'punct' && t.value === ',')) {
      atItemStart = true;
      continue;
    }
    if (t.type === 'punct' && OPEN[t.value]) {
      k = closing(tokens, k);
      atItemStart = false;
      continue;
    }
    if (atItemStart && (t.type === 'ident' || t.type === 'string')) {
      const next = tokens[k + 1];
      if (next?.type === 'punct' && (next.value === '=' || next.value === ':')) {
        keys.push({name: t.value, line: t.line, valueAt: k + 2});
      }
    }
    atItemStart = false;
  }
  return keys;
}

const META_ARGUMENTS = new Set([
  'source',
  'version',
  'providers',
  'count',
  'for_each',
  'depends_on',
]);

export function moduleCalls(src: string): ModuleCall[] {
  const tokens = tokenize(src);
  const calls: ModuleCall[] = [];
  let terragruntSource: string | undefined;
  let terragruntInputs: {name: string; line: number}[] | undefined;
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k]!;
    const atLineStart = k === 0 || tokens[k - 1]!.type === 'newline';
    if (!atLineStart || t.type !== 'ident') continue;
    if (t.value === 'module' && tokens[k + 1]?.type === 'string' && tokens[k + 2]?.value === '{') {
      const close = closing(tokens, k + 2);
      const keys = topLevelKeys(tokens, k + 2, close);
      const source = keys.find((x) => x.name === 'source');
      const sourceToken = source && tokens[source.valueAt];
      if (sourceToken?.type === 'string') {
        calls.push({
          kind: 'module',
          source: sourceToken.value,
          args: keys
            .filter((x) => !META_ARGUMENTS.has(x.name))
            .map(({name, line}) => ({name, line})),
        });
      }
      k = close;
    } else if (t.value === 'terraform' && tokens[k + 1]?.value === '{') {
      const close = closing(tokens, k + 1);
      const source = topLevelKeys(tokens, k + 1, close).find((x) => x.name === 'source');
      const sourceToken = source && tokens[source.valueAt];
      if (sourceToken?.type === 'string') terragruntSource = sourceToken.value;
      k = close;
    } else if (
      t.value === 'inputs' &&
      tokens[k + 1]?.value === '=' &&
      tokens[k + 2]?.value === '{'
    ) {
      const close = closing(tokens, k + 2);
      terragruntInputs = topLevelKeys(tokens, k + 2, close).map(({name, line}) => ({name, line}));
      k = close;
    }
  }
  if (terragruntSource && terragruntInputs) {
    calls.push({kind: 'terragrunt', source: terragruntSource, args: terragruntInputs});
  }
  return calls;
}

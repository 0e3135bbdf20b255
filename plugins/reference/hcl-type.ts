/**
 * A small parser for Terraform type constraints (`string`, `list(object({ a = string }))`, ...)
 * and a check that a default value fits its type. Catalog entries are validated with it so
 * a typo in a type or a default of the wrong shape fails the build.
 */
export type HclType =
  | {kind: 'string' | 'number' | 'bool' | 'any'}
  | {kind: 'list' | 'set' | 'map'; element: HclType}
  | {kind: 'tuple'; elements: HclType[]}
  | {kind: 'object'; attributes: {name: string; type: HclType; optional: boolean}[]};

class Parser {
  private pos = 0;
  constructor(private readonly src: string) {}

  fail(message: string): never {
    throw new Error(`${message} at position ${this.pos} of "${this.src}"`);
  }
  private skip() {
    while (this.pos < this.src.length && /\s/.test(this.src[this.pos]!)) this.pos++;
  }
  private peek(): string {
    this.skip();
    return this.src[this.pos] ?? '';
  }
  private expect(ch: string) {
    if (this.peek() !== ch) this.fail(`expected "${ch}"`);
    this.pos++;
  }
  private ident(): string {
    this.skip();
    const m = /^[A-Za-z_][A-Za-z0-9_-]*/.exec(this.src.slice(this.pos));
    if (!m) this.fail('expected a name');
    this.pos += m[0].length;
    return m[0];
  }
  /** Skips a default expression inside optional(T, default) up to its closing parenthesis. */
  private skipExpression() {
    let depth = 0;
    let inString = false;
    for (; this.pos < this.src.length; this.pos++) {
      const c = this.src[this.pos]!;
      if (inString) {
        if (c === '\\') this.pos++;
        else if (c === '"') inString = false;
        continue;
      }
      if (c === '"') inString = true;
      else if ('([{'.includes(c)) depth++;
      else if (')]}'.includes(c)) {
        if (depth === 0) return;
        depth--;
      }
    }
    this.fail('unterminated default expression');
  }

  type(): HclType {
    const name = this.ident();
    switch (name) {
      case 'string':
      case 'number':
      case 'bool':
      case 'any':
        return {kind: name};
      case 'list':
      case 'set':
      case 'map': {
        this.expect('(');
        const element = this.type();
        this.expect(')');
        return {kind: name, element};
      }
      case 'tuple': {
        this.expect('(');
        this.expect('[');
        const elements: HclType[] = [];
        while (this.peek() !== ']') {
          elements.push(this.type());
          if (this.peek() === ',') this.pos++;
        }
        this.expect(']');
        this.expect(')');
        return {kind: 'tuple', elements};
      }
      case 'object': {
        this.expect('(');
        this.expect('{');
        const attributes: {name: string; type: HclType; optional: boolean}[] = [];
        while (this.peek() !== '}') {
          const attr = this.peek() === '"' ? this.quoted() : this.ident();
          this.expect('=');
          let optional = false;
          let type: HclType;
          const save = this.pos;
          const word = this.ident();
          if (word === 'optional') {
            optional = true;
            this.expect('(');
            type = this.type();
            if (this.peek() === ',') {
              this.pos++;
              this.skipExpression();
            }
            this.expect(')');
          } else {
            this.pos = save;
            type = this.type();
          }
          attributes.push({name: attr, type, optional});
          if (this.peek() === ',') this.pos++;
        }
        this.expect('}');
        this.expect(')');
        return {kind: 'object', attributes};
      }
      default:
        return this.fail(`unknown type "${name}"`);
    }
  }
  private quoted(): string {
    this.expect('"');
    const end = this.src.indexOf('"', this.pos);
    if (end < 0) this.fail('unterminated string');
    const s = this.src.slice(this.pos, end);
    this.pos = end + 1;
    return s;
  }
  done() {
    if (this.peek() !== '') this.fail('unexpected text after the type');
  }
}

export function parseHclType(src: string): HclType {
  const parser = new Parser(src);
  const type = parser.type();
  parser.done();
  return type;
}

/** Returns a problem description, or null when `value` (a YAML value) fits `type`. */
export function checkDefault(type: HclType, value: unknown, where = 'default'): string | null {
  if (value === null || type.kind === 'any') return null;
  const isObject = typeof value === 'object' && !Array.isArray(value);
  switch (type.kind) {
    case 'string':
      // Terraform converts numbers and bools to strings, so those defaults are valid too.
      return ['string', 'number', 'boolean'].includes(typeof value)
        ? null
        : `${where}: expected a string`;
    case 'number':
      return typeof value === 'number' ? null : `${where}: expected a number`;
    case 'bool':
      return typeof value === 'boolean' ? null : `${where}: expected true or false`;
    case 'list':
    case 'set':
      if (!Array.isArray(value)) return `${where}: expected a list`;
      for (const [i, item] of value.entries()) {
        const p = checkDefault(type.element, item, `${where}[${i}]`);
        if (p) return p;
      }
      return null;
    case 'tuple':
      if (!Array.isArray(value) || value.length !== type.elements.length)
        return `${where}: expected a list of ${type.elements.length} items`;
      return (
        type.elements.map((t, i) => checkDefault(t, value[i], `${where}[${i}]`)).find(Boolean) ??
        null
      );
    case 'map':
      if (!isObject) return `${where}: expected a map`;
      for (const [k, item] of Object.entries(value as object)) {
        const p = checkDefault(type.element, item, `${where}.${k}`);
        if (p) return p;
      }
      return null;
    case 'object': {
      if (!isObject) return `${where}: expected an object`;
      const record = value as Record<string, unknown>;
      for (const attr of type.attributes) {
        if (!(attr.name in record)) {
          if (!attr.optional) return `${where}: missing attribute "${attr.name}"`;
          continue;
        }
        const p = checkDefault(attr.type, record[attr.name], `${where}.${attr.name}`);
        if (p) return p;
      }
      return null;
    }
  }
}

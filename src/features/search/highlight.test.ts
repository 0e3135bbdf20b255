import {describe, expect, it} from 'vitest';

import {highlightParts, snippetAround} from './highlight';

describe('highlightParts', () => {
  it('marks every match of every term, whatever its case, and keeps the text whole', () => {
    const parts = highlightParts('Deploy a VPC, then peer the vpc', ['vpc', 'peer']);
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(['VPC', 'peer', 'vpc']);
    expect(parts.map((p) => p.text).join('')).toBe('Deploy a VPC, then peer the vpc');
  });

  it('treats terms as text, not as patterns', () => {
    const parts = highlightParts('Use terraform 0.13 (or v1.5.0) with a+b', ['0.13', '(or', 'a+b']);
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(['0.13', '(or', 'a+b']);
    expect(highlightParts('0x13', ['0.13'])).toEqual([{text: '0x13', match: false}]);
  });

  it('returns the text unmarked when there is nothing to mark', () => {
    expect(highlightParts('plain', [])).toEqual([{text: 'plain', match: false}]);
    expect(highlightParts('plain', [''])).toEqual([{text: 'plain', match: false}]);
  });
});

describe('snippetAround', () => {
  const text = `${'intro '.repeat(60)}the state lock table ${'outro '.repeat(60)}`;

  it('keeps short text whole and cuts long text without a match at the start', () => {
    expect(snippetAround('short text', ['x'])).toBe('short text');
    expect(snippetAround(text, ['absent'], 40)).toBe(`${text.slice(0, 40)}…`);
  });

  it('centres a window on the first match, with ellipses where text was cut', () => {
    const snippet = snippetAround(text, ['LOCK'], 60);
    expect(snippet).toContain('state lock table');
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet.length).toBe(62);
  });
});

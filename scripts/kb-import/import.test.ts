import {mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {discussionNodes, importDiscussions, labelSlug} from './import';
import {loadArticles} from '../../plugins/knowledge-base/load';

const exported = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../tests/fixtures/kb-export/export.json'), 'utf8'),
);

describe('knowledge-base import', () => {
  it('writes the valid discussions and reports the malformed ones without losing the others', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'kb-import-'));
    const report = importDiscussions(exported, out);
    expect(report.written).toEqual([801]);
    expect(report.skipped.map((s) => s.number)).toEqual([802, 803, 804, 805]);
    // No accepted answer: an answer must be written before the discussion imports.
    expect(report.skipped[0]!.problems.join()).toContain('field "answer"');
    expect(report.skipped[1]!.problems.join()).toContain('field "title"');
    expect(report.skipped[2]!.problems.join()).toContain('field "answer"');
    expect(report.skipped[3]!.problems.join()).toContain('field "url"');

    // What it wrote is what the site reads; the board's dates are not carried over.
    const articles = loadArticles(out, out);
    expect(articles.map((a) => a.number)).toEqual([801]);
    const first = articles[0]!;
    expect(first.labels).toEqual(['terraform', 'troubleshooting']);
    expect(first.answered).toBe(true);
    expect(first.question).toContain('<b>Why?</b>');
    expect(readFileSync(path.join(out, '801.yaml'), 'utf8')).not.toContain('2023-01-10');
  });

  it('accepts a plain list of discussions and rejects anything else', () => {
    expect(discussionNodes([{number: 1}])).toHaveLength(1);
    expect(() => discussionNodes({unexpected: true})).toThrow(
      'expected a GraphQL discussions export',
    );
  });

  it('turns board labels into slugs', () => {
    expect(labelSlug('CI / CD')).toBe('ci-cd');
    expect(labelSlug('  Route 53 ')).toBe('route-53');
  });
});

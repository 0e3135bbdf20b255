import {describe, expect, it} from 'vitest';

import {countBy, filterArticles, parseFilter, serializeFilter, type ArticleSummary} from './filter';

const articles: ArticleSummary[] = [
  {
    n: 3,
    t: 'State lock stuck after CI crash',
    c: 'Terraform',
    l: ['terraform', 'troubleshooting'],
    a: true,
  },
  {n: 8, t: 'Upgrade EKS to 1.27', c: 'Kubernetes', l: ['kubernetes'], a: false},
];

describe('knowledge-base filter', () => {
  it('round-trips through the query string', () => {
    const f = {label: 'terraform', category: 'Terraform', text: 'state lock'};
    expect(parseFilter(serializeFilter(f))).toEqual(f);
    expect(serializeFilter({label: null, category: null, text: ''})).toBe('');
  });
  it('caps hostile query values', () => {
    expect(parseFilter(`?q=${'x'.repeat(5000)}`).text).toHaveLength(200);
    expect(parseFilter('?label=%3Cscript%3E').label).toBe('<script>');
  });
  it('filters by label, category and words', () => {
    expect(
      filterArticles(articles, {label: 'kubernetes', category: null, text: ''}).map((a) => a.n),
    ).toEqual([8]);
    expect(
      filterArticles(articles, {label: null, category: 'Terraform', text: ''}).map((a) => a.n),
    ).toEqual([3]);
    expect(
      filterArticles(articles, {label: null, category: null, text: 'lock ci'}).map((a) => a.n),
    ).toEqual([3]);
    expect(
      filterArticles(articles, {label: null, category: null, text: '1.27'}).map((a) => a.n),
    ).toEqual([8]);
    expect(
      filterArticles(articles, {label: 'terraform', category: 'Kubernetes', text: ''}),
    ).toEqual([]);
  });
  it('counts labels, most used first', () => {
    expect(countBy(articles, (a) => a.l)[0]).toEqual(['kubernetes', 1]);
  });
  it('orders by count, then by name, whatever order the articles come in', () => {
    // Counts differ (3, 2, 1, 1, 1), and the labels first seen are the least used, so neither
    // the order of first appearance nor an ascending sort gives the expected list.
    const counted: ArticleSummary[] = [
      {n: 1, t: 'a', c: 'Kubernetes', l: ['aws', 'troubleshooting'], a: true},
      {n: 2, t: 'b', c: 'Terraform', l: ['terraform', 'troubleshooting'], a: true},
      {n: 3, t: 'c', c: 'Terraform', l: ['terraform', 'kubernetes'], a: true},
      {n: 4, t: 'd', c: 'Terraform', l: ['terraform', 'ci'], a: false},
    ];
    expect(countBy(counted, (a) => a.l)).toEqual([
      ['terraform', 3],
      ['troubleshooting', 2],
      ['aws', 1],
      ['ci', 1],
      ['kubernetes', 1],
    ]);
    expect(countBy(counted, (a) => [a.c])).toEqual([
      ['Terraform', 3],
      ['Kubernetes', 1],
    ]);
  });
});

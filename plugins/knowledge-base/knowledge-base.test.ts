import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {DataFilesError, parseDataFile} from '../lib/data-files';
import {generateKnowledgeBase, relatedArticles, renderArticle} from './generate';
import {loadArticles} from './load';
import {articleSchema} from './schema';

const fixtures = path.resolve(__dirname, '../../tests/fixtures/knowledge-base');
const siteDir = path.resolve(__dirname, '../..');

const valid = `number: 7
title: "A perfectly valid question"
category: Terragrunt
labels: [terraform]
author: some-one
answered: true
url: "https://github.com/gruntwork-io/knowledge-base/discussions/7"
question: Why?
answer: Because.
`;

describe('knowledge-base schema', () => {
  it('accepts a valid article', () => {
    expect(parseDataFile(articleSchema, valid, 'x/7.yaml').number).toBe(7);
  });

  it.each([
    ['answered: true', 'answered: "2022-01-02"', 'field "answered"'],
    ['number: 7', 'number: seven', 'field "number"'],
    ['author: some-one', 'author: "bad handle!"', 'field "author"'],
    ['answer: Because.', 'answer: null', 'field "answer"'],
    ['discussions/7"', 'discussions/8"', 'expected the URL of discussion 7'],
    ['answered: true', 'answered: true\ncreated: "2022-01-01T00:00:00Z"', 'created'],
    [
      'url: "https://github.com/gruntwork-io/knowledge-base/discussions/7"',
      'url: "javascript:alert(1)"',
      'field "url"',
    ],
    ['labels: [terraform]', 'labels: [Not A Slug]', 'field "labels[0]"'],
    ['category: Terragrunt', 'category: Terragrunt\nextra: 1', 'extra'],
  ])('names the field when %s becomes %s', (from, to, field) => {
    expect(() => parseDataFile(articleSchema, valid.replace(from, to), 'data/kb/7.yaml')).toThrow(
      field,
    );
  });

  it('names the file in every error', () => {
    expect(() => parseDataFile(articleSchema, 'number: [', 'data/kb/7.yaml')).toThrow(
      /data\/kb\/7\.yaml[\s\S]*not valid YAML/,
    );
  });
});

describe('loadArticles', () => {
  it('loads a folder sorted by number', () => {
    const articles = loadArticles(path.join(fixtures, 'good'), siteDir);
    expect(articles.map((a) => a.number)).toEqual([5, 9]);
  });

  it('fails on a malformed file, naming file and field', () => {
    expect(() => loadArticles(path.join(fixtures, 'bad'), siteDir)).toThrow(
      /tests\/fixtures\/knowledge-base\/bad\/12\.yaml[\s\S]*field "answered"/,
    );
  });

  it('fails on duplicate numbers and on a file name that is not the number', () => {
    let error: unknown;
    try {
      loadArticles(path.join(fixtures, 'duplicate'), siteDir);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DataFilesError);
    const message = (error as Error).message;
    expect(message).toContain('already used by tests/fixtures/knowledge-base/duplicate/5.yaml');
    expect(message).toContain('expected the file to be named 5.yaml');
  });
});

describe('generated pages', () => {
  const articles = loadArticles(path.join(fixtures, 'good'), siteDir);
  const ctx = {knownTags: new Set(['terraform']), editUrlBase: 'https://example.com/edit/'};

  it('credits the asker from the data, links the discussion, and shows no invented date', () => {
    const page = renderArticle(articles[0]!, {...ctx, all: articles});
    expect(page).toContain('asked by [@test-user](https://github.com/test-user)');
    expect(page).toContain(
      '[original discussion](https://github.com/gruntwork-io/knowledge-base/discussions/5)',
    );
    expect(page).toContain('## Answer');
    expect(page).not.toContain('last_update');
    expect(page).not.toMatch(/ on \d{1,2} [A-Z][a-z]+ \d{4}/);
    expect(page).toContain('[terraform](/discussions/knowledge-base?label=terraform)');
    expect(page).toContain('slug: "/5"');
    expect(page).toContain(
      'custom_edit_url: "https://example.com/edit/tests/fixtures/knowledge-base/good/5.yaml"',
    );
  });

  it('says clearly when there is no accepted answer', () => {
    const page = renderArticle(articles[1]!, {...ctx, all: articles});
    expect(page).toContain(':::info[No accepted answer]');
    expect(renderArticle(articles[0]!, {...ctx, all: articles})).not.toContain(
      'No accepted answer',
    );
  });

  it('only turns known tags into site tags, but keeps every label', () => {
    const page = renderArticle(articles[1]!, {...ctx, all: articles});
    expect(page).toContain('tags: ["terraform"]');
    expect(page).toContain('label=troubleshooting');
  });

  it('relates articles by shared labels', () => {
    expect(relatedArticles(articles[0]!, articles).map((a) => a.number)).toEqual([9]);
  });

  it('keeps identifiers intact in the meta description: underscores are not emphasis', () => {
    const article = {
      ...articles[0]!,
      question:
        'Setting public_route_table_custom_tags and `nat_gateway_count` on _vpc-app_ fails.\n\n```hcl\nx = 1\n```',
    };
    const page = renderArticle(article, {...ctx, all: articles});
    const description = /^description: (.*)$/m.exec(page)?.[1];
    expect(JSON.parse(description!)).toBe(
      'Setting public_route_table_custom_tags and nat_gateway_count on vpc-app fails.',
    );
  });

  it("dates the page by its data file's last commit when given one", () => {
    const page = renderArticle(articles[0]!, {...ctx, all: articles, updated: '2026-11-25'});
    expect(page).toContain('last_update: {"date":"2026-11-25"}');
  });

  it('emits a page per article (MDX over its body tree, and its markdown), the index and its data', () => {
    const files = generateKnowledgeBase(articles, ctx);
    expect([...files.keys()].sort()).toEqual([
      '_article-5.body.js',
      '_article-5.md',
      '_article-9.body.js',
      '_article-9.md',
      'article-5.mdx',
      'article-9.mdx',
      'articles.json',
      'index.mdx',
    ]);
    expect(files.get('_article-5.md')).toBe(renderArticle(articles[0]!, {...ctx, all: articles}));
    expect(JSON.parse(files.get('articles.json')!)).toHaveLength(2);
  });
});

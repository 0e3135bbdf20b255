import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {DataFilesError, parseDataFile} from '../shared/data-files';
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
created: "2022-01-01T00:00:00Z"
answered: "2022-01-02T00:00:00Z"
url: "https://github.com/gruntwork-io/knowledge-base/discussions/7"
question: Why?
answer: Because.
`;

describe('knowledge-base schema', () => {
  it('accepts a valid article', () => {
    expect(parseDataFile(articleSchema, valid, 'x/7.yaml').number).toBe(7);
  });

  it.each([
    ['created: "2022-01-01T00:00:00Z"', 'created: "not a date"', 'field "created"'],
    ['number: 7', 'number: seven', 'field "number"'],
    ['author: some-one', 'author: "bad handle!"', 'field "author"'],
    ['answered: "2022-01-02T00:00:00Z"', 'answered: null', 'field "answered"'],
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

  it('rejects an answer dated before the question', () => {
    const early = valid.replace(
      'answered: "2022-01-02T00:00:00Z"',
      'answered: "2021-01-02T00:00:00Z"',
    );
    expect(() => parseDataFile(articleSchema, early, 'x/7.yaml')).toThrow('after "created"');
  });
});

describe('loadArticles', () => {
  it('loads a folder sorted by number', () => {
    const articles = loadArticles(path.join(fixtures, 'good'), siteDir);
    expect(articles.map((a) => a.number)).toEqual([5, 9]);
  });

  it('fails on a malformed file, naming file and field', () => {
    expect(() => loadArticles(path.join(fixtures, 'bad'), siteDir)).toThrow(
      /tests\/fixtures\/knowledge-base\/bad\/12\.yaml[\s\S]*field "created"/,
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

  it('marks the accepted answer and links labels to the index filter', () => {
    const page = renderArticle(articles[0]!, {...ctx, all: articles});
    expect(page).toContain('::::tip[Accepted answer]');
    expect(page).toContain('[terraform](/discussions/knowledge-base?label=terraform)');
    expect(page).toContain('slug: "/5"');
    expect(page).toContain(
      'custom_edit_url: "https://example.com/edit/tests/fixtures/knowledge-base/good/5.yaml"',
    );
  });

  it('says clearly when there is no accepted answer', () => {
    const page = renderArticle(articles[1]!, {...ctx, all: articles});
    expect(page).toContain('## No accepted answer yet');
    expect(page).not.toContain('Accepted answer]');
  });

  it('only turns known tags into site tags, but keeps every label', () => {
    const page = renderArticle(articles[1]!, {...ctx, all: articles});
    expect(page).toContain('tags: ["terraform"]');
    expect(page).toContain('label=troubleshooting');
  });

  it('relates articles by shared labels', () => {
    expect(relatedArticles(articles[0]!, articles).map((a) => a.number)).toEqual([9]);
  });

  it('emits a page per article, the index and its data', () => {
    const files = generateKnowledgeBase(articles, ctx);
    expect([...files.keys()].sort()).toEqual([
      'article-5.md',
      'article-9.md',
      'articles.json',
      'index.mdx',
    ]);
    expect(JSON.parse(files.get('articles.json')!)).toHaveLength(2);
  });
});

import {readFileSync} from 'node:fs';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {loadKnownTags} from '../../../plugins/lib/tags';
import {checkFrontMatter, findFrontMatter} from '../../../scripts/writing/frontmatter';

const knownTags = new Set(['terraform', 'security', 'vpc']);
const check = (source: string) => checkFrontMatter('docs/a/page.md', source, {knownTags});
const page = (...lines: string[]) => ['---', ...lines, '---', '', 'Body text.', ''].join('\n');

describe('front matter check', () => {
  it('accepts a page with title, description and known tags', () => {
    expect(
      check(page('title: Rotate keys', 'description: Rotate keys safely.', 'tags: [security]')),
    ).toEqual([]);
  });

  it('accepts the docs plugin fields with their types', () => {
    const source = page(
      'title: T',
      'description: D.',
      'id: custom-id',
      'slug: /somewhere/else',
      'sidebar_label: Short',
      'sidebar_position: 2',
      'sidebar_class_name: special',
      'displayed_sidebar: null',
      'pagination_next: null',
      'pagination_prev: other-page',
      'hide_title: true',
      'hide_table_of_contents: false',
      'toc_min_heading_level: 2',
      'toc_max_heading_level: 4',
      'keywords: [iam, mfa]',
      'image: /img/social-card.png',
      'custom_edit_url: null',
      'unlisted: true',
      'draft: false',
      'last_update:',
      '  date: 2024-05-01',
      '  author: Platform team',
    );
    expect(check(source)).toEqual([]);
  });

  it('reports a missing description at the closing delimiter, with what to write', () => {
    const [problem, ...rest] = check(page('title: Rotate keys'));
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({file: 'docs/a/page.md', line: 3});
    expect(problem?.message).toBe('field "description": required');
    expect(problem?.fix).toMatch(
      /one-sentence summary \(shown in search results and social cards\)/,
    );
  });

  it('reports an empty title on its own line', () => {
    const problems = check(page('description: D.', 'title: "  "'));
    expect(problems).toEqual([
      expect.objectContaining({line: 3, message: 'field "title": must not be empty'}),
    ]);
  });

  it('reports an unknown field and suggests the one probably meant', () => {
    const problems = check(page('title: T', 'description: D.', 'sidebar_lable: Short'));
    expect(problems).toEqual([
      expect.objectContaining({
        line: 4,
        message: 'field "sidebar_lable": not a front matter field the docs plugin knows',
        fix: 'did you mean "sidebar_label"? Otherwise remove it',
      }),
    ]);
  });

  it('reports a field of the wrong type', () => {
    const problems = check(page('title: T', 'description: D.', 'sidebar_position: second'));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({line: 4});
    expect(problems[0]?.message).toMatch(/^field "sidebar_position": .*number/);
  });

  it('reports each unknown tag on its own line in a block list, with a suggestion', () => {
    const problems = check(
      page('title: T', 'description: D.', 'tags:', '  - security', '  - terafrom', '  - made-up'),
    );
    expect(problems.map((p) => [p.line, p.message])).toEqual([
      [6, 'tag "terafrom" is not in docs/tags.yml'],
      [7, 'tag "made-up" is not in docs/tags.yml'],
    ]);
    expect(problems[0]?.fix).toMatch(/^did you mean "terraform"\?/);
    expect(problems[1]?.fix).toMatch(/^use one of its keys, or add "made-up" there/);
  });

  it('reports unknown tags of a flow list on the tags line', () => {
    expect(check(page('title: T', 'description: D.', 'tags: [vpc, nope]'))).toEqual([
      expect.objectContaining({line: 4, message: 'tag "nope" is not in docs/tags.yml'}),
    ]);
  });

  it('reports a page without front matter', () => {
    expect(check('Just text.\n')).toEqual([
      expect.objectContaining({line: 1, message: 'no front matter'}),
    ]);
  });

  it('reports invalid YAML at its line', () => {
    const problems = check(page('title: T', 'description: Bad: colon [here', 'tags: [vpc]'));
    expect(problems).toHaveLength(1);
    expect(problems[0]?.line).toBe(3);
    expect(problems[0]?.message).toMatch(/^front matter is not valid YAML/);
  });

  it('finds the block only at the very start of the file', () => {
    expect(findFrontMatter('\n---\ntitle: T\n---\n')).toBeNull();
    expect(findFrontMatter('---\r\ntitle: T\r\n---\r\n')).toEqual({
      lines: ['title: T'],
      firstLine: 2,
      closingLine: 3,
    });
  });

  it('passes the page template, so a page started from it is valid', () => {
    const root = path.resolve(__dirname, '../../..');
    const template = readFileSync(path.join(root, 'templates/doc-page.md'), 'utf8');
    const tags = loadKnownTags(path.join(root, 'docs/tags.yml'));
    expect(checkFrontMatter('templates/doc-page.md', template, {knownTags: tags})).toEqual([]);
  });
});

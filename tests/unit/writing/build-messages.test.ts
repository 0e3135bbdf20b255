/**
 * The build's error output, as `npm run build:check` rewrites it: samples of what Docusaurus
 * 3.10 prints (taken from builds of tests/fixtures/broken-site) reduced to their causes.
 * The builds themselves are in tests/build-failures/build-check.test.ts.
 */
import {describe, expect, it} from 'vitest';

import {
  errorCauses,
  failedMdxFiles,
  failedMetadataFiles,
  locateLink,
  parseBrokenLinks,
  translateWarning,
} from '../../../scripts/writing/build-messages';

const BROKEN_LINKS = `[ERROR] Error: Unable to build website for locale en.
    at tryToBuildLocale (/x/node_modules/@docusaurus/core/lib/commands/build/build.js:76:15)
    ... 4 lines matching cause stack trace ...
    at async file:///x/node_modules/@docusaurus/core/bin/docusaurus.mjs:44:3 {
  [cause]: Error: Docusaurus found broken links!

  Please check the pages of your site in the list below, and make sure you don't reference any path that does not exist.
  Note: it's possible to ignore broken links with the 'onBrokenLinks' Docusaurus configuration, and let the build pass.

  Exhaustive list of all broken links found:
  - Broken link on source page path = /case/guide:
     -> linking to /no-such-page
     -> linking to ./no-such-file.md (resolved as: /case/no-such-file.md)
  - Broken anchor on source page path = /other:
     -> linking to /neighbour#no-such-heading

      at throwError (/x/node_modules/@docusaurus/logger/lib/logger.js:80:11)
}`;

const MODULE_INPUT = `[ERROR] Client bundle compiled with errors therefore further build is impossible.
╰─▶   × Error: MDX compilation failed for file "/x/docs/a.md"
        │ Cause: HCL example passes an argument the module does not have:
        │   /x/docs/a.md:11: module terraform-aws-vpc//modules/vpc-app has no input "cidr_blok"; did you mean "cidr_block"?
        │ Details:
        │ Error: HCL example passes an argument the module does not have:
        │   /x/docs/a.md:11: module terraform-aws-vpc//modules/vpc-app has no input "cidr_blok"; did you mean "cidr_block"?
        │     at fail (/x/plugins/module-examples/remark-module-examples.ts:50:11)
        │     at compileToJSX (/x/node_modules/@docusaurus/mdx-loader/lib/utils.js:93:15)`;

const UNKNOWN_TAG = `[ERROR] Loading of version failed for version current
[ERROR] Error: Unable to build website for locale en.
  [cause]: Error: Can't process doc metadata for doc at path path=/x/docs/guide.md in version name=current
      ... 3 lines matching cause stack trace ...
    [cause]: Error: Tags [no-such-tag] used in guide.md are not defined in ../docs/tags.yml
  }
}`;

describe('build output', () => {
  it('lists every broken link and anchor with its page', () => {
    expect(parseBrokenLinks(BROKEN_LINKS)).toEqual([
      {page: '/case/guide', link: '/no-such-page', resolved: '/no-such-page', anchor: false},
      {
        page: '/case/guide',
        link: './no-such-file.md',
        resolved: '/case/no-such-file.md',
        anchor: false,
      },
      {
        page: '/other',
        link: '/neighbour#no-such-heading',
        resolved: '/neighbour#no-such-heading',
        anchor: true,
      },
    ]);
  });

  it('keeps the causes once, without the locale wrapper and the stack', () => {
    const causes = errorCauses(MODULE_INPUT).join('\n');
    expect(causes).not.toMatch(/\bat |Unable to build website|Client bundle compiled/);
    expect(causes.match(/has no input "cidr_blok"/g)).toHaveLength(1);
    expect(errorCauses(UNKNOWN_TAG)).toContain(
      'Tags [no-such-tag] used in guide.md are not defined in ../docs/tags.yml',
    );
  });

  it('finds the files to check again', () => {
    expect(failedMdxFiles(MODULE_INPUT + MODULE_INPUT)).toEqual(['/x/docs/a.md']);
    expect(failedMetadataFiles(UNKNOWN_TAG)).toEqual(['/x/docs/guide.md']);
  });

  it('finds the line of a link in its page', () => {
    const source = '---\ntitle: A\n---\n\nSee [the guide](/guide) and <a href="/other">x</a>.\n';
    expect(locateLink(source, '/guide')).toEqual({line: 5, column: 17});
    expect(locateLink(source, '/other')).toEqual({line: 5, column: 38});
  });

  it('rewrites the broken markdown-link warning as file:line:column', () => {
    expect(
      translateWarning(
        '[WARNING] Markdown link with URL `./no-such-file.md` in source file "docs/a/guide.md" (6:61) couldn\'t be resolved.',
      ),
    ).toMatch(
      /^\[WARNING\] docs\/a\/guide\.md:6:61: links to \.\/no-such-file\.md, which is no page file — /,
    );
    expect(
      translateWarning(
        'Make sure it references a local Markdown file that exists within the current plugin.',
      ),
    ).toBeNull();
    expect(translateWarning('[INFO] anything else')).toBe('[INFO] anything else');
  });
});

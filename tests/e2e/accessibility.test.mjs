// Accessibility (issue 10): axe-core over every page template, in light and dark mode, at a
// desktop (1280 px) and a phone (390 px) width, with the WCAG 2.x A/AA rules and axe's best
// practices. Every template must have zero violations; a failure lists each one readably.
// Each template is audited twice, once per theme, with the widths crossed from one template to
// the next: every template is seen in both themes and at both widths, and every pairing of theme
// and width on half the templates, for half the cost of all four pairings everywhere (CI's
// budget is 15 minutes on two cores).
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {AxeBuilder} from '@axe-core/playwright';

import {newPage, url, sharedBrowser} from './harness.mjs';

const chromium = sharedBrowser();

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

const DESKTOP = {width: 1280, height: 800};
const PHONE = {width: 390, height: 844};

/** The two audits of the template at `index`: light and dark, at widths crossed by parity. */
const combosFor = (index) =>
  index % 2 === 0
    ? [
        {theme: 'light', ...DESKTOP},
        {theme: 'dark', ...PHONE},
      ]
    : [
        {theme: 'light', ...PHONE},
        {theme: 'dark', ...DESKTOP},
      ];

/** A page with a link to a private repository (the module's own source link). */
const PRIVATE_LINK_PAGE = '/reference/modules/terraform-aws-vpc/vpc-app';
const PRIVATE_LINK = 'a[href^="https://github.com/gruntwork-io/terraform-aws-vpc"]';

/**
 * One entry per template: the URL and, for states that need it, what to do after the load.
 * Real URLs of both the full build and the small fixture build (tests/fixtures/site-data).
 */
const TEMPLATES = [
  {name: 'home', path: '/'},
  {name: 'docs page', path: '/intro'},
  {
    name: 'docs guide with tabs and code blocks',
    path: '/library/getting-started/deploying-a-module',
  },
  {
    name: 'docs guide with admonitions and code blocks',
    path: '/library/getting-started/accessing-the-code',
  },
  {name: 'module reference page', path: PRIVATE_LINK_PAGE},
  {name: 'library reference index', path: '/library/reference'},
  // Filtered to one category: the same markup as the full list of 477, a tenth of the DOM for axe.
  {name: 'knowledge-base index', path: '/discussions/knowledge-base?category=Terratest'},
  {name: 'knowledge-base article', path: '/discussions/knowledge-base/10'},
  {name: 'release notes month', path: '/guides/stay-up-to-date/releases/2021-03'},
  {name: 'tags index', path: '/tags'},
  {name: 'tag page', path: '/tags/vpc'},
  {name: 'search page', path: '/search?q=vpc'},
  {name: 'not-found page', path: '/this-page-does-not-exist', status: 404},
  {
    name: 'search modal (start screen and hits)',
    path: '/intro',
    async prepare(page) {
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Modal').waitFor();
    },
    // The modal is audited twice: empty, then with hits for a query.
    async again(page) {
      await page.locator('.DocSearch-Input').fill('vpc');
      await page.locator('.DocSearch-Hit').first().waitFor();
    },
  },
  {
    name: 'private-repository dialog',
    path: PRIVATE_LINK_PAGE,
    async prepare(page) {
      await page.locator(PRIVATE_LINK).first().click();
      await page.locator('dialog[open]').waitFor();
    },
  },
];

/** "rule (impact): help\n    target, target" for each violation. */
function describeViolations(violations) {
  return violations.map((v) => {
    const targets = v.nodes.map((n) => n.target.join(' ')).slice(0, 8);
    const more =
      v.nodes.length > targets.length ? ` (+${v.nodes.length - targets.length} more)` : '';
    return `${v.id} (${v.impact}): ${v.help}\n      ${targets.join('\n      ')}${more}\n      ${v.helpUrl}`;
  });
}

async function audit(page) {
  const {violations} = await new AxeBuilder({page}).withTags(TAGS).analyze();
  return violations;
}

// Two templates at a time: the machine has two cores, and a page spends part of its time waiting.
describe('accessibility (axe-core, WCAG 2.x A/AA and best practices)', {concurrency: 2}, () => {
  TEMPLATES.forEach((template, index) => {
    const combos = combosFor(index);
    const label = combos.map((c) => `${c.theme} at ${c.width} px`).join(' and ');
    test(`${template.name} has no violations in ${label}`, async () => {
      const report = [];
      for (const {theme, width, height} of combos) {
        const {context, page} = await newPage(chromium.browser, {width, height});
        await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
        const response = await page.goto(url(template.path), {waitUntil: 'networkidle'});
        // A template whose URL went missing would otherwise audit the not-found page.
        assert.equal(response.status(), template.status ?? 200, `status of ${template.path}`);
        // Audit the page as readers use it: hydrated, with its scripts' changes applied.
        await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
        assert.equal(
          await page.evaluate(() => document.documentElement.dataset.theme),
          theme,
          `the page did not load in ${theme} mode`,
        );
        await template.prepare?.(page);
        const found = [...(await audit(page))];
        if (template.again) {
          await template.again(page);
          found.push(...(await audit(page)));
        }
        for (const line of describeViolations(found)) {
          report.push(`[${theme} ${width}px] ${line}`);
        }
        await context.close();
      }
      assert.equal(
        report.length,
        0,
        `${report.length} violation(s) on ${template.path}:\n  ${report.join('\n  ')}`,
      );
    });
  });
});

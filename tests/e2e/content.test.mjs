// Generated content (issues 5, 6, 7): knowledge base, library reference, release notes.
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {describe, test} from 'node:test';
import {isDeepStrictEqual} from 'node:util';

import yaml from 'js-yaml';

import {collectErrors, gotoHydrated, newPage, url, sharedBrowser} from './harness.mjs';

/** The facts beside the project (../shared/facts): what the pages must show. */
const FACTS = new URL('../../../shared/facts/', import.meta.url);
const FACTS_KB_3 = new URL('knowledge-base/3.json', FACTS);

const chromium = sharedBrowser();

/**
 * Reads `read()` until it deep-equals `expected` (React renders a filter just after the URL
 * changes) or 5 s pass, then asserts it does: a list that never becomes right fails with a diff.
 */
async function settlesTo(read, expected, message) {
  let actual = await read();
  for (let i = 0; i < 50 && !isDeepStrictEqual(actual, expected); i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    actual = await read();
  }
  assert.deepEqual(actual, expected, message);
}

/**
 * What the release-notes index must show, from the data files: the years with a release (of
 * `repo`, when given), newest first, each with the paths of its months in calendar order.
 */
function releaseIndexFromData(repo) {
  const dir = new URL('../../data/releases/', import.meta.url);
  const years = new Map();
  for (const file of readdirSync(dir)
    .filter((f) => /^\d{4}-\d{2}\.yaml$/.test(f))
    .sort()) {
    const {releases} = yaml.load(readFileSync(new URL(file, dir), 'utf8'));
    if (!releases.some((r) => !repo || r.repo === repo)) continue;
    const year = file.slice(0, 4);
    const month = `/guides/stay-up-to-date/releases/${file.slice(0, 7)}`;
    years.set(year, [...(years.get(year) ?? []), month]);
  }
  return [...years].sort((a, b) => b[0].localeCompare(a[0]));
}

describe('knowledge base', () => {
  test('an article shows its question, our answer, labels, and the asker and link of the board', async () => {
    const {context, page} = await newPage(chromium.browser);
    await page.goto(url('/discussions/knowledge-base/3'), {waitUntil: 'networkidle'});
    await page.getByRole('heading', {level: 1}).waitFor();
    const article = page.locator('article');
    assert.match(await article.textContent(), /Knowledge Base/);
    await article.getByRole('heading', {name: 'Question'}).waitFor();
    await article.getByRole('heading', {name: 'Answer'}).waitFor();
    assert.match(
      (await article.getByRole('link', {name: 'original discussion'}).getAttribute('href')) ?? '',
      /^https:\/\/github\.com\/gruntwork-io\/knowledge-base\/discussions\/3$/,
    );
    // The asker is the one the board names (the facts), and no date is shown.
    const asker = JSON.parse(readFileSync(FACTS_KB_3, 'utf8')).author;
    assert.equal(
      await article.getByRole('link', {name: `@${asker}`}).getAttribute('href'),
      `https://github.com/${asker}`,
    );
    assert.doesNotMatch(
      (await article.locator('.markdown > p').first().textContent()) ?? '',
      /\b(19|20)\d\d\b/,
    );
    const label = article.locator('a[href^="/discussions/knowledge-base?label="]').first();
    const labelName = await label.textContent();
    await label.click();
    await page.waitForURL(
      (u) =>
        u.pathname === '/discussions/knowledge-base' && u.searchParams.get('label') === labelName,
    );
    // The URL changes before the index has loaded and rendered (Docusaurus keeps the old page
    // until then, with its own live region): wait for the index's count.
    const count = page.locator('[aria-live="polite"]', {hasText: /articles/});
    await count.waitFor();
    assert.match((await count.textContent()) ?? '', /^\d+ of \d+ articles/);
    await context.close();
  });

  test('the index filters by category, label and words', async () => {
    const {context, page} = await newPage(chromium.browser);
    await page.goto(url('/discussions/knowledge-base'), {waitUntil: 'networkidle'});
    const items = page
      .locator('article ul li, main ul li')
      .filter({has: page.locator('a[href^="/discussions/knowledge-base/"]')});
    const total = await items.count();
    assert.ok(total >= 477, `only ${total} articles listed`);
    await page.getByLabel('Category').selectOption('Terragrunt');
    await page.waitForURL((u) => u.searchParams.get('category') === 'Terragrunt');
    const terragrunt = await items.count();
    assert.ok(terragrunt > 0 && terragrunt < total);
    // What the words must keep, worked out here from the category's list: the articles whose
    // title, number or labels hold every word ("lock" is also in "block"), and no other.
    const listed = () =>
      items.evaluateAll((lis) =>
        lis.map((li) => ({
          href: li.querySelector('a').getAttribute('href'),
          text: [
            li.querySelector('a').textContent,
            `#${li.querySelector('a').getAttribute('href').split('/').pop()}`,
            ...[...li.querySelectorAll('a[href*="?label="]')].map((a) => a.textContent),
          ].join(' '),
        })),
      );
    const inCategory = await listed();
    const words = ['state', 'lock'];
    const keep = inCategory
      .filter((a) => words.every((w) => a.text.toLowerCase().includes(w)))
      .map((a) => a.href);
    assert.ok(
      keep.length > 0 && keep.length < terragrunt,
      `"state lock" should keep some Terragrunt articles and drop others (keeps ${keep.length} of ${terragrunt})`,
    );
    await page.getByLabel('Filter by words').fill('state lock');
    await page.waitForURL((u) => u.searchParams.get('q') === 'state lock');
    assert.ok((await items.count()) <= terragrunt);
    await settlesTo(
      async () => (await listed()).map((a) => a.href),
      keep,
      'the words filter must list exactly the Terragrunt articles holding "state" and "lock"',
    );
    await context.close();
  });
});

describe('library reference', () => {
  test('a module page: input anchor, usage tabs, copy button', async () => {
    const {context, page} = await newPage(chromium.browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(url('/reference/modules/terraform-aws-vpc/vpc-app'), {
      waitUntil: 'networkidle',
    });
    const input = page.locator('h3[id^="input-"]').first();
    const id = await input.getAttribute('id');
    await page.goto(url(`/reference/modules/terraform-aws-vpc/vpc-app#${id}`), {
      waitUntil: 'networkidle',
    });
    assert.ok(await page.locator(`[id="${id}"]`).isVisible());
    await page.getByRole('tab', {name: 'Terragrunt'}).click();
    const panel = page.locator('[role="tabpanel"]:not([hidden])');
    assert.match(
      await panel.textContent(),
      /terraform \{[\s\S]*source = "git::git@github\.com:gruntwork-io\/terraform-aws-vpc\.git\/\/modules\/vpc-app\?ref=v/,
    );
    await panel.getByRole('button', {name: /copy/i}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(copied, /^terraform \{/);
    assert.match(copied, /inputs = \{/);
    await context.close();
  });

  test('the table of contents takes the reader to each section below the inputs, and it stays put', async () => {
    // A long page: 63 inputs and outputs above the release history. Items off screen skipped
    // layout once (content-visibility), and a jump landed on guessed heights: "Release history"
    // ended about 360 px above the screen, and content moved under the pointer after a scroll.
    const PAGE = '/reference/modules/terraform-aws-eks/eks-cluster-control-plane';
    const {context, page} = await newPage(chromium.browser);
    await gotoHydrated(page, PAGE);
    const targets = await page
      .locator('.theme-doc-toc-desktop a[href^="#"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href').slice(1)));
    const below = targets.slice(targets.indexOf('outputs'));
    assert.ok(below.length >= 3, `sections after the inputs: ${below.join(', ')}`);
    for (const id of below) {
      // Each jump from the top of a fresh load: the first jump into a region is the one that
      // landed on guessed heights.
      await gotoHydrated(page, PAGE);
      await page.locator(`.theme-doc-toc-desktop a[href="#${id}"]`).click();
      // Where the heading is in each of the 20 frames after the jump: at the top of the screen
      // (8 px once the navbar hides; 21 px for the last section, where the page ends), and the
      // same in every frame. Before the fix: #outputs at 125 px, #release-history at -361 px.
      const tops = await page.evaluate(async (target) => {
        const heading = document.getElementById(target);
        const out = [];
        for (let i = 0; i < 20; i++) {
          out.push(Math.round(heading.getBoundingClientRect().top));
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
        return [...new Set(out)];
      }, id);
      assert.equal(tops.length, 1, `#${id} moved after the jump: top at ${tops.join(', ')} px`);
      assert.ok(tops[0] >= 0 && tops[0] < 80, `#${id} landed at ${tops[0]} px from the top`);
    }
    await context.close();
  });

  test('inputs and outputs: from the served page when hydrating, loaded on a client-side visit', async () => {
    // The page's script does not carry the lists (plugins/reference, FactsHtml): hydration keeps
    // the served markup, and a page reached by navigation loads its facts module, then scrolls
    // to the input a link named.
    const {context, page} = await newPage(chromium.browser);
    const errors = collectErrors(page);
    await gotoHydrated(page, '/reference/modules/terraform-aws-vpc/vpc-app');
    const items = () => page.locator('[data-facts] .ref-item').count();
    const served = await items();
    assert.ok(served > 50, `${served} inputs and outputs after hydration`);
    await gotoHydrated(page, '/discussions/knowledge-base/219');
    await page.evaluate(() => {
      window.__samePage = true;
    });
    const id = 'input-terraform_applier_config';
    await page
      .locator(`main a[href="/reference/services/ci-cd-pipeline/ecs-deploy-runner#${id}"]`)
      .click();
    await page.locator(`[id="${id}"]`).waitFor();
    assert.equal(await page.evaluate(() => window.__samePage), true, 'a client-side navigation');
    assert.ok((await items()) > 10);
    // In view (under the navbar or just below it), not at the top of the page.
    await page.waitForFunction((anchor) => {
      const top = document.getElementById(anchor)?.getBoundingClientRect().top ?? -100;
      return window.scrollY > 0 && top > -5 && top < window.innerHeight;
    }, id);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a module page lists exactly the published inputs and outputs, each with its anchor', async () => {
    const facts = JSON.parse(
      readFileSync(new URL('reference/modules/terraform-aws-vpc/vpc-app.json', FACTS), 'utf8'),
    );
    const {context, page} = await newPage(chromium.browser);
    await page.goto(url('/reference/modules/terraform-aws-vpc/vpc-app'), {
      waitUntil: 'networkidle',
    });
    const ids = (selector) =>
      page.locator(selector).evaluateAll((els) => els.map((e) => e.id).sort());
    assert.deepEqual(
      await ids('h3[id^="input-"]'),
      facts.inputs.map((i) => `input-${i.name}`).sort(),
    );
    assert.deepEqual(
      await ids('h3[id^="output-"]'),
      facts.outputs.map((o) => `output-${o.name}`).sort(),
    );
    assert.match((await page.locator('main').textContent()) ?? '', new RegExp(facts.version));
    await context.close();
  });

  test('the reference index filters by family and text', async () => {
    const {context, page} = await newPage(chromium.browser);
    await page.goto(url('/library/reference'), {waitUntil: 'networkidle'});
    const rows = page.locator('tbody tr');
    assert.equal(await rows.count(), 213);
    await page.getByLabel('Family or category').selectOption('vpc');
    await page.waitForURL((u) => u.searchParams.get('family') === 'vpc');
    const vpc = await rows.count();
    assert.ok(vpc > 0 && vpc < 213);
    await page.getByLabel('Name or summary').fill('flow logs');
    assert.ok((await rows.count()) >= 1 && (await rows.count()) < vpc);
    await context.close();
  });
});

describe('filters already in the URL', () => {
  // The lists are rendered at build time unfiltered; a filter in the address must apply after
  // hydration without a hydration error (React #418 made React discard the page's markup).
  for (const [path, rows, check] of [
    ['/library/reference?family=vpc', 'tbody tr', (n) => n > 0 && n < 213],
    [
      '/discussions/knowledge-base?q=lock',
      'article li a[href^="/discussions/knowledge-base/"]',
      (n) => n > 0 && n < 477,
    ],
    [
      '/guides/stay-up-to-date/releases?repo=terraform-aws-eks',
      'article a[href*="/releases/20"]',
      (n) => n > 0 && n < 88,
    ],
  ]) {
    test(`${path} opens filtered, with no error`, async () => {
      const {context, page} = await newPage(chromium.browser);
      const errors = collectErrors(page);
      await gotoHydrated(page, path, {waitUntil: 'networkidle'});
      // The filter applies on the render after hydration.
      let n = await page.locator(rows).count();
      for (let i = 0; i < 50 && !check(n); i++) {
        await page.waitForTimeout(100);
        n = await page.locator(rows).count();
      }
      assert.ok(check(n), `${path}: ${n} rows`);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});

describe('release notes', () => {
  test('a month page links to the reference pages of the modules it touched', async () => {
    const {context, page} = await newPage(chromium.browser);
    await page.goto(url('/guides/stay-up-to-date/releases/2021-03'), {waitUntil: 'networkidle'});
    const link = page.locator('article a[href^="/reference/"]').first();
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForURL((u) => u.pathname === href);
    await page.getByRole('heading', {level: 1}).waitFor();
    await context.close();
  });

  test('a month page lists every release of the facts with its version, date and link', async () => {
    const facts = JSON.parse(readFileSync(new URL('releases/2021-03.json', FACTS), 'utf8'));
    const {context, page} = await newPage(chromium.browser);
    await page.goto(url('/guides/stay-up-to-date/releases/2021-03'), {waitUntil: 'networkidle'});
    const links = await page
      .locator('article a[href*="/releases/tag/"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('href')).sort());
    assert.deepEqual(links, facts.releases.map((r) => r.url).sort());
    const text = (await page.locator('article').textContent()) ?? '';
    for (const r of facts.releases) {
      const day = new Date(`${r.date}T00:00:00Z`).toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      assert.ok(text.includes(day), `${r.repo} ${r.version}: ${day} is shown`);
    }
    await context.close();
  });

  test('the index lists months by year and filters by repository; feeds are served', async () => {
    const {context, page} = await newPage(chromium.browser);
    await page.goto(url('/guides/stay-up-to-date/releases'), {waitUntil: 'networkidle'});
    const months = page.locator('article a[href*="/releases/20"]');
    const all = await months.count();
    assert.ok(all >= 88, `only ${all} months listed`);
    // Every year heading and month link the data files call for, in order: a missing or
    // misplaced heading or month fails, not only a list out of order.
    const byYear = () =>
      page
        .locator('article section:has(> h2)')
        .evaluateAll((sections) =>
          sections.map((s) => [
            s.querySelector('h2').textContent.trim(),
            [...s.querySelectorAll('a[href*="/releases/20"]')].map((a) => a.getAttribute('href')),
          ]),
        );
    assert.deepEqual(await byYear(), releaseIndexFromData());
    await page.getByLabel('Repository').selectOption('terraform-aws-eks');
    await page.waitForURL((u) => u.searchParams.get('repo') === 'terraform-aws-eks');
    // The URL changes before the list re-renders: count only once the filtered list is in.
    await settlesTo(byYear, releaseIndexFromData('terraform-aws-eks'));
    assert.ok((await months.count()) < all);
    const rss = await page.request.get(
      url('/guides/stay-up-to-date/releases/feeds/terraform-aws-eks.rss.xml'),
    );
    assert.equal(rss.status(), 200);
    assert.match(await rss.text(), /<rss version="2\.0"/);
    await context.close();
  });
});

describe('llms.txt and markdown copies', () => {
  test('llms.txt lists the areas and links to markdown copies that are served', async () => {
    const {context, page} = await newPage(chromium.browser);
    const index = await page.request.get(url('/llms.txt'));
    assert.equal(index.status(), 200);
    const text = await index.text();
    assert.match(text, /^# Gruntwork Docs\n\n> /);
    for (const area of ['## DevOps Foundations', '## Pipelines', '## Guides', '## FAQ'])
      assert.ok(text.includes(area), `llms.txt lacks ${area}`);
    const link = text.match(/\]\((\/pipelines\/[^)]+\.md)\)/)?.[1];
    assert.ok(link, 'no pipelines page linked');
    const copy = await page.request.get(url(link));
    assert.equal(copy.status(), 200);
    const markdown = await copy.text();
    assert.match(markdown, /^# .+\n\n> .+\n\n/);
    assert.doesNotMatch(markdown, /^title: /m, 'front matter left in the copy');
    const full = await page.request.get(url('/llms-full.txt'));
    assert.equal(full.status(), 200);
    assert.ok((await full.text()).length > 500000, 'llms-full.txt is missing pages');
    const kb = await page.request.get(url('/discussions/knowledge-base/3.md'));
    assert.equal(kb.status(), 200);
    assert.match(await kb.text(), /## Question/);
    await context.close();
  });
});

describe('copy page as Markdown', () => {
  test('copies the markdown copy of a docs page to the clipboard', async () => {
    const {context, page} = await newPage(chromium.browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(url('/pipelines/overview'), {waitUntil: 'networkidle'});
    await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
    await page.getByRole('button', {name: 'Copied'}).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const title = await page.locator('article h1').first().textContent();
    assert.ok(copied.startsWith(`# ${title}`), `clipboard starts with ${copied.slice(0, 60)}`);
    await page.goto(url('/reference/modules/terraform-aws-vpc/vpc-app'), {
      waitUntil: 'networkidle',
    });
    assert.equal(await page.getByRole('button', {name: 'Copy page as Markdown'}).count(), 0);
    await context.close();
  });
});

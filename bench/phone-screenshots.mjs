// Screenshots of the home page and the reference index at phone and tablet widths, in light and
// dark mode, with the page's scroll width beside the viewport's (issue 24). Serve build/ first.
// Usage: node bench/phone-screenshots.mjs [baseUrl] [outDir]
import {mkdirSync} from 'node:fs';
import path from 'node:path';

import {chromium} from 'playwright-core';

import {CHROMIUM} from '../tests/e2e/harness.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const out = path.resolve(process.argv[3] ?? 'bench/screenshots');
mkdirSync(out, {recursive: true});
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
// [name, path, element to scroll to before the shot]
for (const [name, pagePath, focus] of [
  ['home', '/', null],
  ['home-cards', '/', '#sections-heading'],
  ['reference-index', '/library/reference', '.scroll-x'],
]) {
  for (const width of [320, 390, 768]) {
    for (const colorScheme of ['light', 'dark']) {
      const context = await browser.newContext({viewport: {width, height: 800}, colorScheme});
      const page = await context.newPage();
      await page.goto(base + pagePath, {waitUntil: 'networkidle'});
      // The site follows its own colour-mode switch, not the system setting.
      if (colorScheme === 'dark') {
        await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
      }
      if (focus) {
        await page
          .locator(focus)
          .first()
          .evaluate((el) => el.scrollIntoView({block: 'start'}));
        await page.waitForTimeout(200);
      }
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      const file = path.join(out, `${name}-${width}-${colorScheme}.png`);
      await page.screenshot({path: file, type: 'png'});
      console.log(`${name} ${width}px ${colorScheme}: page ${scrollWidth}px wide → ${file}`);
      await context.close();
    }
  }
}
await browser.close();

// Whether a build's pages come alive in a browser: one page per template (templates.mjs), served
// by nginx with the production configuration, loaded in Debian's Chromium until React marks
// <html data-has-hydrated="true">. Byte checks cannot see this: a build can meet every size
// budget and still never hydrate its large areas' pages (lazy-routes left out, area-routes kept).
import {chromium} from 'playwright-core';

import {startNginx} from '../../tests/server/nginx.mjs';
import {TEMPLATES} from './templates.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Far above a hydration on two cores (under 2 s), so a miss means it never came. */
const HYDRATION_TIMEOUT_MS = 20_000;

/**
 * @param {string} buildDir an absolute build folder
 * @param {{port?: number}} [options]
 * @returns {Promise<{template: string, path: string, error: string}[]>} the pages that did not hydrate
 */
export async function pagesNotHydrating(buildDir, {port = 3290} = {}) {
  const server = await startNginx({port, buildDir});
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const failures = [];
  try {
    for (const [template, urlPath] of Object.entries(TEMPLATES)) {
      const page = await browser.newPage();
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      try {
        await page.goto(server.baseUrl + urlPath);
        await page
          .locator('html[data-has-hydrated="true"]')
          .waitFor({state: 'attached', timeout: HYDRATION_TIMEOUT_MS});
      } catch (error) {
        const reason = errors[0] ?? (error instanceof Error ? error.message.split('\n')[0] : error);
        failures.push({template, path: urlPath, error: String(reason)});
      } finally {
        await page.close();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return failures;
}

// How much of the site's CSS a page uses: Chromium's CSS coverage (rules whose selectors
// matched at least once) after load and hydration, per page template, and for all templates
// together, with the stylesheet's rule count. An upper bound for what purging unused rules
// (mostly Infima's) could remove from style recalculation.
// Usage: node bench/css-coverage.mjs [baseUrl]   (default: starts nginx on build/)
import {pathToFileURL} from 'node:url';

import {launch} from '../tests/e2e/harness.mjs';
import {startNginx} from '../tests/server/nginx.mjs';
import {TEMPLATES} from './lib/templates.mjs';

/** Per template: {template, path, bytes, rules, usedRules} of the same-origin CSS. */
export async function cssCoverage(baseUrl, templates = TEMPLATES) {
  const browser = await launch();
  const rows = [];
  const usedEverywhere = new Map(); // stylesheet url -> Set of used range starts
  try {
    for (const [template, pagePath] of Object.entries(templates)) {
      const context = await browser.newContext({viewport: {width: 412, height: 823}});
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const sheets = new Map();
      cdp.on('CSS.styleSheetAdded', ({header}) => sheets.set(header.styleSheetId, header));
      await cdp.send('CSS.startRuleUsageTracking');
      await page.goto(baseUrl + pagePath, {waitUntil: 'load'});
      await page.waitForTimeout(3000);
      const {ruleUsage} = await cdp.send('CSS.stopRuleUsageTracking');
      // Chromium reports the rules that matched; the stylesheet's own count comes from the
      // CSSOM (style rules, inside @media, @layer and @supports too).
      const rules = await page.evaluate(() => {
        const count = (list) =>
          [...list].reduce(
            (n, r) =>
              n + (r instanceof CSSStyleRule ? 1 : 0) + (r.cssRules ? count(r.cssRules) : 0),
            0,
          );
        return [...document.styleSheets]
          .filter((s) => s.href?.startsWith(location.origin))
          .reduce((n, s) => n + count(s.cssRules), 0);
      });
      let bytes = 0;
      let usedRules = 0;
      for (const [id, header] of sheets) {
        if (!header.sourceURL.startsWith(baseUrl)) continue;
        bytes += header.length;
        const used = new Set(
          ruleUsage.filter((r) => r.styleSheetId === id && r.used).map((r) => r.startOffset),
        );
        usedRules += used.size;
        const url = new URL(header.sourceURL).pathname;
        if (!usedEverywhere.has(url)) usedEverywhere.set(url, {rules, used: new Set()});
        for (const start of used) usedEverywhere.get(url).used.add(start);
      }
      rows.push({template, path: pagePath, bytes, rules, usedRules});
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const all = [...usedEverywhere.values()];
  return {
    rows,
    union: {
      rules: all.reduce((n, s) => n + s.rules, 0),
      usedRules: all.reduce((n, s) => n + s.used.size, 0),
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = process.argv[2] ? null : await startNginx({port: 3295, workers: 2});
  try {
    const {rows, union} = await cssCoverage(process.argv[2] ?? server.baseUrl);
    console.table(
      rows.map((r) => ({
        template: r.template,
        'CSS KB': (r.bytes / 1024).toFixed(0),
        rules: r.rules,
        'used rules': r.usedRules,
        'used %': ((100 * r.usedRules) / r.rules).toFixed(0),
      })),
    );
    console.log(
      `All templates together: ${union.usedRules} of ${union.rules} rules used (${((100 * union.usedRules) / union.rules).toFixed(0)} %)`,
    );
  } finally {
    await server?.stop();
  }
}

// Renders a 1200×630 social card (the image link previews show) in the site's style, with
// Debian's chromium. For a page that deserves its own card: render it, then set the page's
// `image` front matter to the file's site path (see CONTRIBUTING.md).
// Usage: node scripts/social-card.mjs "Title" "One-line summary" static/img/social/<name>.png
import {mkdirSync} from 'node:fs';
import path from 'node:path';

import {launch} from '../tests/e2e/harness.mjs';

const [title, summary, out] = process.argv.slice(2);
if (!title || !summary || !out?.endsWith('.png')) {
  console.error('usage: node scripts/social-card.mjs "Title" "One-line summary" OUT.png');
  process.exit(2);
}

const escape = (s) =>
  s.replace(/[&<>"]/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'})[c]);

// The logo of static/img/logo.svg in the card's lighter shades.
const html = `<!doctype html><html><body style="margin:0">
<div style="box-sizing:border-box;width:1200px;height:630px;padding:0 90px;background:#1e1e28;
  display:flex;flex-direction:column;justify-content:center;font-family:'DejaVu Sans',sans-serif">
  <svg viewBox="0 0 32 32" width="120" height="120" aria-hidden="true">
    <path d="M16 2 29 9.5v13L16 30 3 22.5v-13Z" fill="#a89cf0"/>
    <path d="M16 8.5 23.5 12.8 16 17.1 8.5 12.8Z" fill="#1e1e28"/>
    <path d="M8.5 16.3 16 20.6l7.5-4.3v3.4L16 24l-7.5-4.3Z" fill="#4b3bb0"/>
  </svg>
  <div style="margin-top:36px;color:#a89cf0;font-size:30px;font-weight:bold">Gruntwork Docs</div>
  <div style="margin-top:8px;color:#fff;font-size:76px;font-weight:bold;line-height:1.1">${escape(title)}</div>
  <div style="margin-top:24px;color:#d4d4de;font-size:34px;line-height:1.3;max-width:940px">${escape(summary)}</div>
</div></body></html>`;

const browser = await launch();
try {
  const page = await browser.newPage({viewport: {width: 1200, height: 630}});
  await page.setContent(html);
  mkdirSync(path.dirname(out), {recursive: true});
  await page.screenshot({path: out, type: 'png'});
  console.log(`${out} written`);
} finally {
  await browser.close();
}

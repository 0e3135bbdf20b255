import {describe, expect, it} from 'vitest';

import {extractPage} from './extract';

/** A built page the way Docusaurus and its HTML minifier write it (optional end tags left out). */
const page = (body: string, head = '<title>Fallback title | Docs</title>') =>
  `<!doctype html><html lang=en><head><meta charset=UTF-8>${head}</head><body>` +
  `<nav class=navbar><a href=/>Navbar words</a></nav>${body}<footer>Footer words</footer></body></html>`;

describe('extractPage', () => {
  it('gives the title, the lead text and one section per h2 or h3, under its h2', () => {
    const records = extractPage(
      page(
        '<main><article><h1>Deploy a VPC</h1><p>Lead text.' +
          '<h2 id=steps>Steps<a class=hash-link href=#steps>#</a></h2><p>Run apply.' +
          '<h3 id=plan>Plan</h3><p>Read the plan.</article></main>',
      ),
    );
    expect(records).toEqual({
      title: 'Deploy a VPC',
      sections: [
        {anchor: null, headings: [], text: 'Lead text.'},
        {anchor: 'steps', headings: ['Steps'], text: 'Run apply.'},
        {anchor: 'plan', headings: ['Steps', 'Plan'], text: 'Read the plan.'},
      ],
    });
  });

  it("reads the page's stated purpose from its meta description", () => {
    const records = extractPage(
      page(
        '<main><article><h1>Style</h1><p>Text.</article></main>',
        '<title>Style | Docs</title><meta data-rh=true name=description content="How we name  things.">',
      ),
    );
    expect(records?.description).toBe('How we name things.');
    expect(extractPage(page('<main><article><h1>Style</h1></article></main>'))).not.toHaveProperty(
      'description',
    );
  });

  it('keeps the words of table cells apart when the minifier left out their end tags', () => {
    const records = extractPage(
      page(
        '<article><h1>Courses</h1><table><thead><tr><th>Order<th>Length<tbody>' +
          '<tr><td>1<td>Two hours<tr><td>2<td>One hour</table><div>Get started</div><p>Now</article>',
      ),
    );
    expect(records?.sections[0]?.text).toBe('Order Length 1 Two hours 2 One hour Get started Now');
  });

  it('indexes only the article: not the navbar, footer, buttons or breadcrumbs', () => {
    const records = extractPage(
      page(
        '<div class=main-wrapper><aside>Sidebar words</aside><main><article>' +
          '<nav class=theme-doc-breadcrumbs>Crumb</nav><h1>Title</h1><button>Copy</button>' +
          '<p>Body</p><script>var x = "<main>";</script></article></main></div>',
      ),
    );
    expect(JSON.stringify(records)).not.toMatch(/Navbar|Footer|Sidebar|Crumb|Copy|var x/);
    expect(records?.sections[0]?.text).toBe('Body');
  });

  it('falls back to <main> and to the <title> when there is no article or h1', () => {
    const records = extractPage(page('<main><p>Results appear here.</p></main>'));
    expect(records).toEqual({
      title: 'Fallback title',
      sections: [{anchor: null, headings: [], text: 'Results appear here.'}],
    });
  });

  it('skips a page marked noindex, and one with neither article nor main', () => {
    expect(
      extractPage(page('<article><h1>Hidden</h1></article>', '<meta name=robots content=noindex>')),
    ).toBeNull();
    expect(extractPage(page('<div><h1>Loose</h1></div>'))).toBeNull();
  });
});

import {describe, expect, it} from 'vitest';

import {markdownCopy, markdownPathOf, renderLlmsTxt, type LlmsPage} from './render';

const page = (area: string, permalink: string, handWritten = true): LlmsPage => ({
  area,
  title: `Title of ${permalink}`,
  description: 'One sentence.',
  permalink,
  source: '',
  handWritten,
});

describe('llms.txt', () => {
  it('maps permalinks to markdown paths', () => {
    expect(markdownPathOf('/pipelines/overview/')).toBe('pipelines/overview.md');
    expect(markdownPathOf('/intro')).toBe('intro.md');
  });

  it('copies a page without front matter or imports, under its title and summary', () => {
    const source = "---\ntitle: X\n---\nimport Tabs from '@theme/Tabs';\n\nBody text.\n";
    expect(markdownCopy({title: 'Overview', description: 'What it is.'}, source)).toBe(
      '# Overview\n\n> What it is.\n\nBody text.\n',
    );
  });

  it('lists hand-written pages by area with links to their copies, then extra entry points', () => {
    const text = renderLlmsTxt({
      title: 'Docs',
      tagline: 'Tagline.',
      pages: [
        page('Pipelines', '/pipelines/overview'),
        page('Knowledge Base', '/discussions/knowledge-base/3', false),
      ],
      extraLinks: [
        {title: 'Knowledge Base', url: '/discussions/knowledge-base', description: 'Answers.'},
      ],
    });
    expect(text).toContain(
      '## Pipelines\n\n- [Title of /pipelines/overview](/pipelines/overview.md): One sentence.',
    );
    expect(text).not.toContain('/discussions/knowledge-base/3.md');
    expect(text).toContain(
      '## Optional\n\n- [Knowledge Base](/discussions/knowledge-base): Answers.',
    );
  });
});

/** Pure parts of the llms.txt plugin: markdown copies and the llms.txt index. */
import {markdownCopyPath} from '../../shared/paths';

export type LlmsPage = {
  area: string;
  title: string;
  description: string;
  permalink: string;
  source: string;
  handWritten: boolean;
};

/** `/pipelines/overview/` → `pipelines/overview.md` (relative to the build folder). */
export function markdownPathOf(permalink: string): string {
  return markdownCopyPath(permalink).slice(1);
}

/** The page's markdown without front matter and MDX imports, under its title and summary. */
export function markdownCopy(
  page: Pick<LlmsPage, 'title' | 'description'>,
  source: string,
): string {
  const body = source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^import .+ from .+;?\n/gm, '')
    .trim();
  const summary = page.description ? `> ${page.description.replace(/\s+/g, ' ')}\n\n` : '';
  return `# ${page.title}\n\n${summary}${body}\n`;
}

export function renderLlmsTxt(input: {
  title: string;
  tagline: string;
  pages: LlmsPage[];
  extraLinks: {title: string; url: string; description: string}[];
}): string {
  const areas = [...new Set(input.pages.filter((p) => p.handWritten).map((p) => p.area))];
  const out = [`# ${input.title}`, '', `> ${input.tagline}`, ''];
  out.push(
    'Each page below has a plain markdown copy at its path plus `.md`. `/llms-full.txt` holds every hand-written page in one file.',
    '',
  );
  for (const area of areas) {
    out.push(`## ${area}`, '');
    for (const p of input.pages.filter((x) => x.handWritten && x.area === area)) {
      out.push(
        `- [${p.title}](/${markdownPathOf(p.permalink)})${p.description ? `: ${p.description}` : ''}`,
      );
    }
    out.push('');
  }
  if (input.extraLinks.length) {
    out.push('## Optional', '');
    for (const l of input.extraLinks) out.push(`- [${l.title}](${l.url}): ${l.description}`);
    out.push('');
  }
  return out.join('\n');
}

/** Building blocks of the generated library reference pages (plugins/reference). */
import {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useIsBrowser from '@docusaurus/useIsBrowser';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';

// Every reference page shows code: load the highlighter with the page (see src/theme/CodeBlock).
import '@site/src/features/code-blocks/highlighted';

import styles from './styles.module.css';
import './facts.css';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

type EntryHeaderProps = {
  kind: 'module' | 'service';
  name: string;
  version: string;
  family: string;
  sourceUrl: string;
  releaseNotesUrl: string;
  inputCount: number;
  /** null: the outputs were not published. */
  outputCount: number | null;
};

export function EntryHeader(props: EntryHeaderProps): ReactNode {
  return (
    <div className={styles.header}>
      <p className={styles.meta}>
        <span className={clsx('badge', 'badge--primary', styles.version)}>{props.version}</span>
        <span>{props.kind === 'module' ? 'Module' : 'Service'}</span>
        <code>{props.name}</code>
        <span>
          {plural(props.inputCount, 'input')}
          {props.outputCount !== null && ` · ${plural(props.outputCount, 'output')}`}
        </span>
      </p>
      <p className={styles.buttons}>
        <a
          className="button button--primary button--sm"
          href={props.sourceUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          View source
        </a>
        <a
          className="button button--secondary button--sm"
          href={props.releaseNotesUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          Release notes for {props.version}
        </a>
      </p>
    </div>
  );
}

export function Usage({terraform, terragrunt}: {terraform: string; terragrunt: string}): ReactNode {
  return (
    <Tabs groupId="iac-tool" queryString="tool">
      <TabItem value="terraform" label="Terraform">
        <CodeBlock language="hcl" title="main.tf">
          {terraform}
        </CodeBlock>
      </TabItem>
      <TabItem value="terragrunt" label="Terragrunt">
        <CodeBlock language="hcl" title="terragrunt.hcl">
          {terragrunt}
        </CodeBlock>
      </TabItem>
    </Tabs>
  );
}

type FactsPart = 'required' | 'optional' | 'outputs';
type FactsModule = Partial<Record<FactsPart, string>>;
/**
 * A page's facts module (plugins/reference/generate.ts): the HTML itself during static
 * rendering; in the browser a stand-in that loads it.
 */
type Facts = FactsModule & {load?: () => Promise<{default: FactsModule}>};

/** The list as the served page has it, while React hydrates that page. */
function servedHtml(part: FactsPart): string | undefined {
  return document.querySelector(`[data-facts="${part}"]`)?.innerHTML;
}

/**
 * Inputs or outputs, rendered to HTML at build time (plugins/reference/facts-html.ts). React
 * leaves the markup of `dangerouslySetInnerHTML` alone when it hydrates, so a hundred inputs cost
 * no component work in the browser, and the page's script does not carry the markup: hydrating,
 * the list takes the served HTML; reached by a client-side navigation, it loads the page's facts
 * module. The element carries `data-facts`: the content audit compares pages' prose, not these
 * generated lists.
 */
export function FactsHtml({facts, part}: {facts: Facts; part: FactsPart}): ReactNode {
  const isBrowser = useIsBrowser();
  const {hash} = useLocation();
  // Static rendering: the module's HTML. Hydrating (`isBrowser` is false until hydration is
  // done): what the server rendered. Later renders of a new page: loaded below.
  const [html, setHtml] = useState(() => facts[part] ?? (isBrowser ? undefined : servedHtml(part)));
  const [arrivedLate, setArrivedLate] = useState(false);
  useEffect(() => {
    if (html !== undefined || !facts.load) return;
    let live = true;
    void facts.load().then(({default: loaded}) => {
      if (!live) return;
      setHtml(loaded[part] ?? '');
      setArrivedLate(true);
    });
    return () => {
      live = false;
    };
  }, [facts, part, html]);
  useEffect(() => {
    // A link to one input (#input-NAME) arrived before the list did: scroll to it now.
    if (!arrivedLate || !hash) return;
    let id = hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // A malformed escape: look the id up as written.
    }
    const target = document.getElementById(id);
    if (target?.closest(`[data-facts="${part}"]`)) target.scrollIntoView();
  }, [arrivedLate, hash, part]);
  // The anchors inside count for Docusaurus' broken-anchor check (a no-op in the browser).
  const brokenLinks = useBrokenLinks();
  for (const m of (facts[part] ?? '').matchAll(/ id="([^"]+)"/g)) brokenLinks.collectAnchor(m[1]);
  return (
    <div
      className="ref-facts-list"
      data-facts={part}
      dangerouslySetInnerHTML={{__html: html ?? ''}}
    />
  );
}

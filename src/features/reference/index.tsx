/** Building blocks of the generated library reference pages (plugins/reference). */
import {type ReactNode} from 'react';
import clsx from 'clsx';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';

// Every reference page shows code: load the highlighter with the page (see src/theme/CodeBlock).
import '@site/src/features/code-blocks/highlighted';
import {useServedHtml, type HtmlModule} from '@site/src/features/served-html';
import type {EntryHeaderProps} from '@site/shared/data-types';

import styles from './styles.module.css';
import './facts.css';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

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

/**
 * Inputs or outputs, rendered to HTML at build time (plugins/reference/facts-html.ts): the
 * served HTML on hydration, the page's facts module after a client-side navigation (see
 * `useServedHtml`). The element carries `data-facts`: the content audit compares pages' prose,
 * not these generated lists.
 */
export function FactsHtml({facts, part}: {facts: HtmlModule; part: FactsPart}): ReactNode {
  const html = useServedHtml(facts, part, 'data-facts');
  return (
    <div className="ref-facts-list" data-facts={part} dangerouslySetInnerHTML={{__html: html}} />
  );
}

/** Building blocks of the generated library reference pages (plugins/reference). */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';

// Every reference page shows code: load the highlighter with the page (see src/theme/CodeBlock).
import '@site/src/features/code-blocks/highlighted';

import {InlineCode} from './inline-code';
import styles from './styles.module.css';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

type EntryHeaderProps = {
  kind: 'module' | 'service';
  name: string;
  version: string;
  family: string;
  sourceUrl: string;
  releaseNotesUrl: string;
  inputCount: number;
  outputCount: number;
};

export function EntryHeader(props: EntryHeaderProps): ReactNode {
  return (
    <div className={styles.header}>
      <p className={styles.meta}>
        <span className={clsx('badge', 'badge--primary', styles.version)}>{props.version}</span>
        <span>{props.kind === 'module' ? 'Module' : 'Service'}</span>
        <code>{props.name}</code>
        <span>
          {plural(props.inputCount, 'input')} · {plural(props.outputCount, 'output')}
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

type Field = {name: string; type: string; optional?: boolean; description: string};
type InputProps = {
  name: string;
  type: string;
  /** Multi-line form of a long type. */
  typeDetail?: string;
  description: string;
  /** The default as HCL. */
  default?: string;
  sensitive?: boolean;
  fields?: Field[];
};

/** A long type (with its multi-line form, made at build time) is collapsed. */
function TypeExpression({type, detail}: {type: string; detail?: string}): ReactNode {
  if (!detail) return <code>{type}</code>;
  return (
    <details className={styles.details}>
      <summary>
        <code>{type.slice(0, type.indexOf('(') + 1)}…)</code>
      </summary>
      <CodeBlock language="hcl">{detail}</CodeBlock>
    </details>
  );
}

export function InputList({inputs}: {inputs: InputProps[]}): ReactNode {
  return (
    <dl className={styles.list}>
      {inputs.map((input) => (
        <div key={input.name} className={styles.item}>
          <dt>
            <Heading as="h3" id={`input-${input.name}`} className={styles.name}>
              <code>{input.name}</code>
            </Heading>
          </dt>
          <dd>
            {/* A div: the type may hold a <details>, which a <p> cannot contain. */}
            <div className={styles.typeLine}>
              <span className={styles.label}>Type</span>{' '}
              <TypeExpression type={input.type} detail={input.typeDetail} />
              {'default' in input && (
                <>
                  {' · '}
                  <span className={styles.label}>Default</span> <code>{input.default}</code>
                </>
              )}
              {input.sensitive && ' · sensitive'}
            </div>
            <p>
              <InlineCode text={input.description} />
            </p>
            {input.fields && input.fields.length > 0 && (
              <details className={styles.details}>
                <summary>
                  {input.fields.length} attribute{input.fields.length === 1 ? '' : 's'}
                </summary>
                <ul>
                  {input.fields.map((f) => (
                    <li key={f.name}>
                      <code>{f.name}</code> (<code>{f.type}</code>
                      {f.optional ? ', optional' : ''}): <InlineCode text={f.description} />
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function OutputList({
  outputs,
}: {
  outputs: {name: string; description: string; sensitive?: boolean}[];
}): ReactNode {
  return (
    <dl className={styles.list}>
      {outputs.map((o) => (
        <div key={o.name} className={styles.item}>
          <dt>
            <Heading as="h3" id={`output-${o.name}`} className={styles.name}>
              <code>{o.name}</code>
            </Heading>
          </dt>
          <dd>
            <p>
              <InlineCode text={o.description} />
              {o.sensitive && ' (sensitive)'}
            </p>
          </dd>
        </div>
      ))}
    </dl>
  );
}

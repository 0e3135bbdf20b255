/**
 * Parts of a repository's changelog page (plugins/releases/changelog.ts): the release list of
 * one year, as HTML made at build time, and the upgrade view. Only changelog pages import this
 * module, so its code stays out of every other page's scripts.
 */
import {useId, useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';

import type {ChangelogPlanner, PlannerEntry} from '@site/shared/releases/changelog-data';
import {
  modulesOf,
  planQuery,
  planUpgrade,
  VERSIONING_PATH,
  type ReleaseKind,
  type UpgradePlan,
} from '@site/shared/releases/upgrade-path';
import {useServedHtml, type HtmlModule} from '@site/src/features/served-html';
import {useQueryString} from '@site/src/features/url-query';

import styles from './styles.module.css';
import './changelog.css';

/**
 * One year of releases, as HTML made at build time: the served HTML on hydration, the page's
 * module after a client-side navigation (see `useServedHtml`), so hundreds of releases cost no
 * component work and the page's script does not carry their text.
 */
export function ReleaseYear({years, year}: {years: HtmlModule; year: string}): ReactNode {
  const html = useServedHtml(years, year, 'data-changelog-year');
  return (
    <div
      // The month pages index the same releases for search (plugins/search-index).
      className="changelog-year search-skip"
      data-changelog-year={year}
      dangerouslySetInnerHTML={{__html: html}}
    />
  );
}

const OTHER_KINDS: [Exclude<ReleaseKind, 'breaking'> | 'none', string, string][] = [
  ['security', 'security fix', 'security fixes'],
  ['feature', 'new feature', 'new features'],
  ['fix', 'bug fix', 'bug fixes'],
  ['maintenance', 'maintenance release', 'maintenance releases'],
  ['none', 'release with no notes published', 'releases with no notes published'],
];

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function othersText(plan: UpgradePlan<PlannerEntry>): string {
  const parts = OTHER_KINDS.filter(([k]) => plan.others[k]).map(([k, one, many]) =>
    count(plan.others[k]!, one, many),
  );
  const total = Object.values(plan.others).reduce((a, b) => a + (b ?? 0), 0);
  if (!total) return 'No other releases in between.';
  return `${count(total, 'other release', 'other releases')} in between: ${parts.join(', ')}.`;
}

function optionLabel(r: PlannerEntry): string {
  const notes = r.noNotes ? 'no notes' : r.kind === 'breaking' ? 'breaking' : undefined;
  return `${r.tag} (${r.date}${notes ? `, ${notes}` : ''})`;
}

function ModuleList({modules, links}: {modules: string[]; links: Record<string, string>}) {
  if (!modules.length) return <p className={styles.modules}>The notes name no module.</p>;
  return (
    <p className={styles.modules}>
      Modules:{' '}
      {modules.map((m, i) => (
        <span key={m}>
          {i > 0 && ', '}
          {links[m] ? <Link to={links[m]}>{m}</Link> : <code>{m}</code>}
        </span>
      ))}
    </p>
  );
}

/**
 * The upgrade view: the version run, the version wanted and optionally one module, kept in the
 * address (`?from=&to=&module=`), so a link can be shared and the back button steps back through
 * choices. Until the page has hydrated (and without JavaScript) it shows the default plan, from
 * the oldest release to the newest, with the pickers disabled.
 */
export function PlanUpgrade({data}: {data: ChangelogPlanner}): ReactNode {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  const query = useQueryString();
  const id = useId();
  const releases = data.releases;
  const modules = useMemo(() => modulesOf(releases), [releases]);
  const plan = useMemo(() => {
    const params = new URLSearchParams(query);
    return planUpgrade(releases, {
      from: params.get('from'),
      to: params.get('to'),
      module: params.get('module'),
    });
  }, [releases, query]);
  const newestFirst = useMemo(() => [...releases].reverse(), [releases]);

  const go = (next: {from: string; to: string; module: string | null}) =>
    history.push({
      pathname: location.pathname,
      search: planQuery(next),
      // Docusaurus scrolls to the top on a new query string, or to the hash: keep the view here.
      hash: '#plan-an-upgrade',
    });
  const state = {from: plan.from, to: plan.to, module: plan.module};
  const byTag = new Map(releases.map((r) => [r.tag, r]));
  const label = (tag: string) => byTag.get(tag)?.version ?? tag;
  const scope = plan.module ? (
    <>
      {' '}
      for <code>{plan.module}</code>
    </>
  ) : null;

  return (
    <div className={styles.planner}>
      <div className={styles.pickers}>
        <label className="filter-field" htmlFor={`${id}-from`}>
          <span>Version you run</span>
          <select
            id={`${id}-from`}
            value={plan.from}
            disabled={!isBrowser}
            onChange={(e) => go({...state, from: e.target.value})}
          >
            {newestFirst.map((r) => (
              <option key={r.tag} value={r.tag}>
                {optionLabel(r)}
              </option>
            ))}
          </select>
        </label>
        <label className="filter-field" htmlFor={`${id}-to`}>
          <span>Version you want</span>
          <select
            id={`${id}-to`}
            value={plan.to}
            disabled={!isBrowser}
            onChange={(e) => go({...state, to: e.target.value})}
          >
            {newestFirst.map((r) => (
              <option key={r.tag} value={r.tag}>
                {optionLabel(r)}
              </option>
            ))}
          </select>
        </label>
        {modules.length > 0 && (
          <label className="filter-field" htmlFor={`${id}-module`}>
            <span>Only the module</span>
            <select
              id={`${id}-module`}
              value={plan.module ?? ''}
              disabled={!isBrowser}
              onChange={(e) => go({...state, module: e.target.value || null})}
            >
              <option value="">Every module</option>
              {modules.map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {plan.unknown.length > 0 && (
        <p className={styles.notice} role="alert">
          {plan.unknown
            .map(({field, value}) =>
              field === 'module'
                ? `“${value}” is not a module any release of ${data.repo} names`
                : `“${value}” is not a release of ${data.repo}`,
            )
            .join('; ')}
          : showing the full list instead, from {plan.from} to {plan.to}.
        </p>
      )}
      {/* Not indexed for search (plugins/search-index skips `search-skip`): the default path
          repeats the month pages' upgrade steps. The pickers are: a query naming versions finds
          this section. */}
      <section aria-label="Upgrade path" className={clsx(styles.path, 'search-skip')}>
        <p className={styles.summary} aria-live="polite">
          {plan.reversed ? (
            <>
              {label(plan.from)} is newer than {label(plan.to)}: there is nothing to upgrade. Pick a
              newer version to upgrade to, or{' '}
              <button
                type="button"
                className={styles.swap}
                onClick={() => go({...state, from: plan.to, to: plan.from})}
              >
                swap the two versions
              </button>
              .
            </>
          ) : plan.from === plan.to ? (
            <>You picked the same version twice: there is nothing to upgrade.</>
          ) : (
            <>
              From {label(plan.from)} to {label(plan.to)}
              {scope}:{' '}
              {plan.breaking.length
                ? `${count(plan.breaking.length, 'breaking release', 'breaking releases')} to act on, oldest first.`
                : 'no breaking release in between.'}
            </>
          )}
        </p>
        {plan.breaking.length > 0 && (
          <ol className={styles.steps}>
            {plan.breaking.map((r) => (
              <li key={r.tag} className={styles.step}>
                <h3 className={styles.stepTitle}>
                  <a href={`#${r.anchor}`}>{r.version ?? r.tag}</a>{' '}
                  <span className={styles.date}>{r.date}</span>
                </h3>
                <ModuleList modules={r.modules} links={data.moduleLinks} />
                <div
                  className={styles.upgrade}
                  dangerouslySetInnerHTML={{__html: r.upgrade ?? ''}}
                />
              </li>
            ))}
          </ol>
        )}
        {plan.unannounced.length > 0 && (
          <p>
            Also read the code of{' '}
            {plan.unannounced.map((r, i) => (
              <span key={r.tag}>
                {i > 0 && ', '}
                <a href={`#${r.anchor}`}>{r.tag}</a>
              </span>
            ))}
            : {plan.unannounced.length === 1 ? 'it published' : 'they published'} no notes, and this
            library&apos;s <Link to={VERSIONING_PATH}>versioning</Link> allows breaking changes in
            an x.y.0 release below 1.0.
          </p>
        )}
        {!plan.reversed && plan.from !== plan.to && <p>{othersText(plan)}</p>}
      </section>
    </div>
  );
}

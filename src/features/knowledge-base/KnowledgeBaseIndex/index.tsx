import {useMemo, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';

import {KB_BASE_PATH} from '@site/shared/paths';
import {useQueryString} from '@site/src/features/url-query';
import {MAX_QUERY_LENGTH} from '@site/shared/search/limits';
import {
  countBy,
  filterArticles,
  parseFilter,
  serializeFilter,
  type ArticleSummary,
  type KbFilter,
} from '../filter';
import styles from './styles.module.css';

type Props = {articles: ArticleSummary[]};

type CountedSelectProps = {
  label: string;
  allLabel: string;
  value: string | null;
  options: [string, number][];
  onChange: (value: string | null) => void;
};

/** A filter drop-down whose options show how many articles each one keeps. */
function CountedSelect({label, allLabel, value, options, onChange}: CountedSelectProps): ReactNode {
  return (
    <label className="filter-field">
      <span>{label}</span>
      <select value={value ?? ''} onChange={(e) => onChange(e.target.value || null)}>
        <option value="">{allLabel}</option>
        {options.map(([name, count]) => (
          <option key={name} value={name}>
            {name} ({count})
          </option>
        ))}
      </select>
    </label>
  );
}

export default function KnowledgeBaseIndex({articles}: Props): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const search = useQueryString();
  const filter = useMemo(() => parseFilter(search), [search]);
  const results = useMemo(() => filterArticles(articles, filter), [articles, filter]);
  const labels = useMemo(() => countBy(articles, (a) => a.l), [articles]);
  const categories = useMemo(() => countBy(articles, (a) => [a.c]), [articles]);

  const update = (patch: Partial<KbFilter>) =>
    history.replace({pathname: location.pathname, search: serializeFilter({...filter, ...patch})});

  return (
    <div className={styles.root}>
      <div className={styles.controls} role="search">
        <label className="filter-field">
          <span>Filter by words</span>
          <input
            type="search"
            value={filter.text}
            placeholder="e.g. state lock"
            maxLength={MAX_QUERY_LENGTH}
            onChange={(e) => update({text: e.target.value})}
          />
        </label>
        <CountedSelect
          label="Category"
          allLabel="All categories"
          value={filter.category}
          options={categories}
          onChange={(category) => update({category})}
        />
        <CountedSelect
          label="Label"
          allLabel="All labels"
          value={filter.label}
          options={labels}
          onChange={(label) => update({label})}
        />
      </div>
      <p className={styles.count} aria-live="polite">
        {results.length === articles.length
          ? `${articles.length} articles`
          : `${results.length} of ${articles.length} articles`}
        {(filter.label || filter.category || filter.text) && (
          <>
            {' · '}
            <Link to={KB_BASE_PATH}>clear filters</Link>
          </>
        )}
      </p>
      <ul className={styles.list}>
        {results.map((a) => (
          <li key={a.n} className={styles.item}>
            <Link to={`${KB_BASE_PATH}/${a.n}`} className={styles.title}>
              {a.t}
            </Link>
            <span className={styles.meta}>
              #{a.n} · {a.c}
              {!a.a && ' · open'}
              {a.l.length > 0 && ' · '}
              {a.l.map((l, i) => (
                <span key={l}>
                  {i > 0 && ', '}
                  <Link to={`${KB_BASE_PATH}?label=${encodeURIComponent(l)}`}>{l}</Link>
                </span>
              ))}
            </span>
          </li>
        ))}
      </ul>
      {results.length === 0 && <p>No article matches these filters.</p>}
    </div>
  );
}

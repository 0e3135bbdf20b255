import {useMemo, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';

import {MAX_QUERY_LENGTH} from '@site/shared/search/limits';
import {useQueryString} from '@site/src/features/url-query';

import {filterCatalog, type CatalogItem} from '../catalog-filter';
import styles from './styles.module.css';

/** The /library/reference list: services and modules, filtered by group and text via the URL. */
export default function ReferenceIndex({items}: {items: CatalogItem[]}): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const params = new URLSearchParams(useQueryString());
  const group = params.get('family') ?? '';
  const text = (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH);
  const groups = useMemo(() => [...new Set(items.map((i) => i.g))].sort(), [items]);
  const results = useMemo(() => filterCatalog(items, {group, text}), [items, group, text]);

  const update = (next: {family?: string; q?: string}) => {
    const p = new URLSearchParams(location.search);
    for (const [k, v] of Object.entries(next)) {
      if (v) p.set(k, v);
      else p.delete(k);
    }
    const s = p.toString();
    history.replace({pathname: location.pathname, search: s ? `?${s}` : ''});
  };

  const services = results.filter((i) => i.k === 'service');
  const modules = results.filter((i) => i.k === 'module');
  return (
    <div>
      <div className={styles.controls} role="search">
        <label className="filter-field">
          <span>Family or category</span>
          <select value={group} onChange={(e) => update({family: e.target.value})}>
            <option value="">All</option>
            {groups.map((g) => (
              <option key={g} value={g}>
                {g}
              </option>
            ))}
          </select>
        </label>
        <label className="filter-field">
          <span>Name or summary</span>
          <input
            type="search"
            value={text}
            maxLength={MAX_QUERY_LENGTH}
            placeholder="e.g. vpc, redis, iam"
            onChange={(e) => update({q: e.target.value})}
          />
        </label>
      </div>
      <p aria-live="polite" className={styles.count}>
        {results.length} of {items.length} entries
      </p>
      {[
        ['Services', services],
        ['Modules', modules],
      ].map(([title, list]) =>
        (list as CatalogItem[]).length ? (
          <section key={title as string}>
            <h2 id={`catalog-${(title as string).toLowerCase()}`}>{title as string}</h2>
            {/* The table scrolls in its own box on a phone; focusable so keys can scroll it. */}
            <div
              className="scroll-x"
              tabIndex={0}
              role="region"
              aria-labelledby={`catalog-${(title as string).toLowerCase()}`}
            >
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th>Name</th>
                    <th>Family</th>
                    <th>Version</th>
                    <th>What it deploys</th>
                  </tr>
                </thead>
                <tbody>
                  {(list as CatalogItem[]).map((i) => (
                    <tr key={i.p}>
                      <td>
                        <Link to={i.p}>{i.t}</Link>
                        {i.k === 'module' && <div className={styles.repo}>{i.r}</div>}
                      </td>
                      <td>{i.g}</td>
                      <td>
                        <code>{i.v}</code>
                      </td>
                      <td>{i.s}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ) : null,
      )}
      {results.length === 0 && <p>Nothing matches this filter.</p>}
    </div>
  );
}

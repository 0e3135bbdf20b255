import {useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';

import type {MonthSummary} from '@site/shared/data-types';
import {monthPath} from '@site/shared/paths';
import {useQueryString} from '@site/src/features/url-query';

import styles from './styles.module.css';

type Props = {months: MonthSummary[]; feeds: Record<string, {rss: string; atom: string}>};

const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** Months grouped by year with release counts; `?repo=` narrows everything to one repository. */
export default function ReleasesIndex({months, feeds}: Props): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const repos = useMemo(
    () => [...new Set(months.flatMap((m) => Object.keys(m.r)))].sort(),
    [months],
  );
  const requested = new URLSearchParams(useQueryString()).get('repo');
  const repo = requested && repos.includes(requested) ? requested : null;
  const years = useMemo(() => {
    const byYear = new Map<string, {m: string; count: number; breaking: number}[]>();
    for (const month of months) {
      const count = repo ? (month.r[repo] ?? 0) : Object.values(month.r).reduce((a, b) => a + b, 0);
      if (!count) continue;
      const year = month.m.slice(0, 4);
      byYear.set(year, [
        ...(byYear.get(year) ?? []),
        {
          m: month.m,
          count,
          breaking: repo ? (month.b[repo] ?? 0) : Object.values(month.b).reduce((a, b) => a + b, 0),
        },
      ]);
    }
    return [...byYear].sort((a, b) => b[0].localeCompare(a[0]));
  }, [months, repo]);

  return (
    <div>
      <label className={clsx('filter-field', styles.filter)}>
        <span>Repository</span>
        <select
          value={repo ?? ''}
          onChange={(e) =>
            history.replace({
              pathname: location.pathname,
              search: e.target.value ? `?repo=${encodeURIComponent(e.target.value)}` : '',
            })
          }
        >
          <option value="">All repositories</option>
          {repos.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </label>
      {repo && feeds[repo] && (
        <p>
          Feed for {repo}: <a href={feeds[repo].rss}>RSS</a> · <a href={feeds[repo].atom}>Atom</a>
        </p>
      )}
      {years.map(([year, list]) => (
        <section key={year}>
          <h2 id={`year-${year}`}>{year}</h2>
          <ul className={styles.months}>
            {list.map(({m, count, breaking}) => (
              <li key={m}>
                <Link to={monthPath(m)} className={styles.month}>
                  <strong>{MONTH_NAMES[Number(m.slice(5)) - 1]}</strong>
                  <span>
                    {count} release{count === 1 ? '' : 's'}
                    {breaking > 0 && `, ${breaking} breaking`}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

import {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

import {SEARCH_TEXTS} from '@site/src/constants';
import {useQueryString} from '@site/src/features/url-query';

import {search, whenContentLoaded} from '../backend';
import type {Hit} from '@site/shared/search/engine';
import {highlightParts, snippetAround} from '../highlight';
import {MAX_QUERY_LENGTH, readQuery, SEARCH_PAGE_PATH} from '../url';
import styles from './styles.module.css';

const PAGE_SIZE = 10;

function Highlighted({text, terms}: {text: string; terms: string[]}): ReactNode {
  return highlightParts(text, terms).map((part, i) =>
    part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
  );
}

/** /search?q=: every hit with its breadcrumb and snippet, ten per page. */
export default function SearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const baseUrl = useBaseUrl('/');
  const urlQuery = readQuery(useQueryString());
  // Starts empty like the server-rendered HTML, then takes the URL's query (no hydration mismatch).
  const [query, setQuery] = useState('');
  // The answer to the latest query, from the search worker; null until one has arrived.
  const [answer, setAnswer] = useState<Hit[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [contentReady, setContentReady] = useState(false);
  const [page, setPage] = useState(0);

  useEffect(() => setQuery(urlQuery), [urlQuery]);

  // Loads the whole index (titles and section text) as the page opens. Unlike the search box,
  // the page waits for the section text before it answers: results ranked on titles alone and
  // then re-ranked, with snippets added, would move under the reader (a layout shift).
  useEffect(() => {
    let cancelled = false;
    whenContentLoaded(baseUrl).then(
      () => !cancelled && setContentReady(true),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [baseUrl]);

  useEffect(() => {
    if (!query.trim()) {
      setAnswer(null);
      return undefined;
    }
    if (!contentReady) return undefined;
    let cancelled = false;
    search(baseUrl, query, 500).then(
      (hits) => {
        if (cancelled) return;
        setAnswer(hits);
        setFailed(false);
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [baseUrl, query, contentReady]);

  const hits: Hit[] = query.trim() ? (answer ?? []) : [];
  const pages = Math.max(1, Math.ceil(hits.length / PAGE_SIZE));
  const shown = hits.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);

  const onChange = (value: string) => {
    const q = value.slice(0, MAX_QUERY_LENGTH);
    setQuery(q);
    setPage(0);
    history.replace({pathname: location.pathname, search: q ? `?q=${encodeURIComponent(q)}` : ''});
  };

  return (
    <Layout
      title={query ? `Search results for "${query}"` : 'Search'}
      description="Search the documentation."
    >
      <main className={styles.main}>
        <Heading as="h1">
          {query ? <>Search results for “{query}”</> : 'Search the documentation'}
        </Heading>
        <form role="search" onSubmit={(e) => e.preventDefault()} action={SEARCH_PAGE_PATH}>
          <input
            className={styles.input}
            type="search"
            name="q"
            aria-label={SEARCH_TEXTS.placeholder}
            placeholder={SEARCH_TEXTS.placeholder}
            value={query}
            maxLength={MAX_QUERY_LENGTH}
            autoFocus
            onChange={(e) => onChange(e.target.value)}
          />
        </form>
        {failed && (
          <div className={styles.message} role="alert">
            <p>
              <strong>{SEARCH_TEXTS.fetchErrorTitle}</strong>
            </p>
            <p>{SEARCH_TEXTS.fetchErrorHelp}</p>
          </div>
        )}
        {!failed && query.trim() && !answer && (
          // Holds the place of the count line, so the results do not push it down.
          <p className={styles.count} role="status">
            {SEARCH_TEXTS.loading}
          </p>
        )}
        {!failed && query.trim() && answer && (
          <p className={styles.count} aria-live="polite">
            {hits.length === 0 ? (
              <>
                {SEARCH_TEXTS.noResults} “{query}”
              </>
            ) : (
              `${hits.length} result${hits.length === 1 ? '' : 's'}`
            )}
          </p>
        )}
        <ol className={styles.results}>
          {shown.map((hit) => (
            <li key={hit.doc.u} className={styles.result}>
              <p className={styles.breadcrumb}>
                {hit.doc.h.slice(0, -1).join(' › ') || hit.doc.h[0]}
              </p>
              <Heading as="h2" className={styles.title}>
                <Link to={hit.doc.u}>
                  <Highlighted text={hit.doc.h.at(-1) ?? hit.doc.u} terms={hit.terms} />
                </Link>
              </Heading>
              {hit.doc.c && (
                <p className={styles.snippet}>
                  <Highlighted text={snippetAround(hit.doc.c, hit.terms, 240)} terms={hit.terms} />
                </p>
              )}
            </li>
          ))}
        </ol>
        {pages > 1 && (
          <nav className={styles.pager} aria-label="Search result pages">
            <button
              type="button"
              className="button button--secondary button--sm"
              disabled={page === 0}
              onClick={() => setPage(page - 1)}
            >
              Previous
            </button>
            <span>
              Page {page + 1} of {pages}
            </span>
            <button
              type="button"
              className="button button--secondary button--sm"
              disabled={page >= pages - 1}
              onClick={() => setPage(page + 1)}
            >
              Next
            </button>
          </nav>
        )}
      </main>
    </Layout>
  );
}

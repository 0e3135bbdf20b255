/**
 * Data that plugins write at build time and index pages read in the browser. Short keys: the
 * index pages ship every record.
 */

/** One knowledge-base article in the index: number, title, category, labels, answered. */
export type ArticleSummary = {n: number; t: string; c: string; l: string[]; a: boolean};

/** One month of releases: releases (`r`) and breaking releases (`b`) per repository. */
export type MonthSummary = {m: string; r: Record<string, number>; b: Record<string, number>};

/** One row of the library reference index: kind, title, path, group, repository, summary, version. */
export type CatalogItem = {
  k: 'module' | 'service';
  t: string;
  p: string;
  g: string;
  r: string;
  s: string;
  v: string;
};

/** What a reference entry's header shows: written by plugins/reference, rendered by src/features/reference. */
export type EntryHeaderProps = {
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

/**
 * What a changelog page's upgrade view is given (made by plugins/releases/changelog.ts, read by
 * src/features/releases/Changelog): the repository's releases oldest first by semantic version.
 */
import type {PlannerRelease} from './upgrade-path';

export type PlannerEntry = PlannerRelease & {
  /** The version as published, where it differs from the tag ("v0.18.5: Added aws-config module"). */
  version?: string;
  /** The release's heading id on the changelog. */
  anchor: string;
  /** A breaking release's upgrade step, as HTML made at build time from our markdown. */
  upgrade?: string;
};

export type ChangelogPlanner = {
  repo: string;
  releases: PlannerEntry[];
  /** Reference page of each module the releases name, where the library reference has one. */
  moduleLinks: Record<string, string>;
};

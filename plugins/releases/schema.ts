/**
 * Schema of one month of release notes (`data/releases/<YYYY-MM>.yaml`).
 * `repo`, `version`, `date`, `url`, `modules` and `no_notes` are facts, written by
 * `npm run releases:sync` from `../shared/facts/releases/`; `kind`, `summary` and `migration` are
 * ours. A release that published no notes (`no_notes: true`) has no kind: nothing says what it is.
 */
import * as z from 'zod';

import {markdownText} from '../lib/schema-fields';

const KINDS = ['breaking', 'security', 'feature', 'fix', 'maintenance'] as const;

const markdown = markdownText;

const releaseSchema = z
  .strictObject({
    repo: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]*$/, 'expected a repository name such as "terraform-aws-vpc"'),
    // Release names as published: mostly "v0.13.1", sometimes a tag with a title after it.
    version: z.string().trim().min(1, 'expected the version as published'),
    date: z.iso.date({error: 'expected a date such as "2021-03-04"'}),
    url: z
      .url({protocol: /^https$/, error: 'expected the https URL of the release'})
      .refine((u) => u.startsWith('https://github.com/gruntwork-io/'), {
        error: 'expected a release of a gruntwork-io repository on GitHub',
      }),
    modules: z.array(z.string().trim().min(1, 'expected a module name')),
    no_notes: z
      .literal(true, {error: 'expected true (the release published no notes) or nothing'})
      .optional(),
    kind: z.enum(KINDS, {error: `expected one of: ${KINDS.join(', ')}`}).optional(),
    summary: markdown.optional(),
    migration: markdown.optional(),
  })
  .superRefine((r, ctx) => {
    if (r.no_notes) {
      for (const field of ['kind', 'summary', 'migration'] as const) {
        if (r[field] !== undefined) {
          ctx.addIssue({
            code: 'custom',
            path: [field],
            message: 'the release published no notes; expected no kind, summary or upgrade step',
          });
        }
      }
      return;
    }
    if (r.summary && !r.kind) {
      ctx.addIssue({
        code: 'custom',
        path: ['kind'],
        message: `expected one of: ${KINDS.join(', ')}`,
      });
    }
    if (r.kind === 'breaking' && !r.migration) {
      ctx.addIssue({
        code: 'custom',
        path: ['migration'],
        message: 'expected what a user must do to upgrade, for a breaking release',
      });
    }
    if (r.kind !== 'breaking' && r.migration) {
      ctx.addIssue({
        code: 'custom',
        path: ['migration'],
        message: 'only breaking releases carry upgrade steps',
      });
    }
  });

export const monthSchema = z.strictObject({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'expected a month such as "2021-03"'),
  releases: z.array(releaseSchema).min(1, 'expected at least one release'),
});

export type Release = z.output<typeof releaseSchema>;
export type Month = z.output<typeof monthSchema>;

/** Schema of one month of release notes (`data/releases/<YYYY-MM>.yaml`). */
import * as z from 'zod';

import {markdownText, moduleRepoName} from '../shared/schema-fields';

export const KINDS = ['feature', 'fix', 'breaking', 'security'] as const;

const markdown = markdownText;

export const releaseSchema = z
  .strictObject({
    repo: moduleRepoName,
    version: z.string().regex(/^v\d+\.\d+\.\d+$/, 'expected a semantic version such as "v0.13.1"'),
    date: z.iso.date({error: 'expected a date such as "2021-03-04"'}),
    kind: z.enum(KINDS, {error: `expected one of: ${KINDS.join(', ')}`}),
    summary: markdown,
    modules: z
      .array(z.string().regex(/^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)?$/, 'expected a module name'))
      .optional(),
    migration: markdown.optional(),
  })
  .superRefine((r, ctx) => {
    if (r.kind === 'breaking' && !r.migration) {
      ctx.addIssue({
        code: 'custom',
        path: ['migration'],
        message: 'expected migration steps for a breaking release',
      });
    }
    if (r.kind !== 'breaking' && r.migration) {
      ctx.addIssue({
        code: 'custom',
        path: ['migration'],
        message: 'only breaking releases carry migration steps',
      });
    }
  });

export const monthSchema = z.strictObject({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'expected a month such as "2021-03"'),
  releases: z.array(releaseSchema).min(1, 'expected at least one release'),
});

export type Release = z.output<typeof releaseSchema>;
export type Month = z.output<typeof monthSchema>;

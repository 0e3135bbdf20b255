/** Schema of one knowledge-base data file (`data/knowledge-base/<number>.yaml`). */
import * as z from 'zod';

import {markdownText} from '../lib/schema-fields';

const markdown = markdownText;
const handle = z
  .string()
  .regex(
    /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/,
    'expected a GitHub-style handle (letters, digits, single hyphens)',
  );
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a lowercase label such as "ci-cd"');

/**
 * `number`, `url`, `author`, `answered` and `asked` (the discussion's title in its asker's
 * words, quoted, never presented as ours) are facts, written by `npm run kb:sync` from
 * `../shared/facts/knowledge-base/`; the rest is ours. The board's discussions carry no dates we
 * can vouch for, so an article has none.
 */
export const articleSchema = z
  .strictObject({
    number: z.int({error: 'expected a whole number'}).positive('expected a positive number'),
    url: z
      .url({protocol: /^https$/, error: 'expected an https URL of the original discussion'})
      .refine(
        (u) => /^https:\/\/github\.com\/gruntwork-io\/knowledge-base\/discussions\/\d+$/.test(u),
        {
          error:
            'expected the discussion URL, https://github.com/gruntwork-io/knowledge-base/discussions/<number>',
        },
      ),
    author: handle,
    answered: z.boolean({
      error: 'expected true or false: whether the discussion has an accepted answer',
    }),
    asked: z
      .string()
      .trim()
      .min(1, 'expected the discussion title as asked (npm run kb:sync writes it)')
      .max(300)
      .optional(),
    title: z.string().trim().min(8, 'expected a title of at least 8 characters').max(200),
    category: z.string().trim().min(1, 'expected a category name'),
    labels: z.array(slug).max(10, 'expected at most 10 labels'),
    question: markdown,
    answer: markdown,
  })
  .superRefine((a, ctx) => {
    if (!a.url.endsWith(`/${a.number}`)) {
      ctx.addIssue({
        code: 'custom',
        path: ['url'],
        message: `expected the URL of discussion ${a.number}`,
      });
    }
  });

export type Article = z.output<typeof articleSchema>;

/** Schema of one knowledge-base data file (`data/knowledge-base/<number>.yaml`). */
import * as z from 'zod';

import {markdownText} from '../shared/schema-fields';

const isoDateTime = z.iso.datetime({
  offset: true,
  error: 'expected an ISO 8601 date-time such as "2022-03-14T09:21:00Z"',
});
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

export const commentSchema = z.strictObject({
  author: handle,
  created: isoDateTime,
  body: markdown,
});

export const articleSchema = z
  .strictObject({
    number: z.int({error: 'expected a whole number'}).positive('expected a positive number'),
    title: z.string().trim().min(8, 'expected a title of at least 8 characters').max(200),
    category: z.string().trim().min(1, 'expected a category name'),
    labels: z.array(slug).max(10, 'expected at most 10 labels'),
    author: handle,
    created: isoDateTime,
    answered: isoDateTime.nullable(),
    url: z.url({protocol: /^https$/, error: 'expected an https URL of the original discussion'}),
    question: markdown,
    answer: markdown.nullable(),
    comments: z.array(commentSchema).optional(),
  })
  .superRefine((a, ctx) => {
    if ((a.answer === null) !== (a.answered === null)) {
      ctx.addIssue({
        code: 'custom',
        path: ['answered'],
        message: 'expected a date when there is an accepted answer, and null when answer is null',
      });
    }
    if (a.answered && Date.parse(a.answered) < Date.parse(a.created)) {
      ctx.addIssue({
        code: 'custom',
        path: ['answered'],
        message: 'expected a date after "created"',
      });
    }
  });

export type Article = z.output<typeof articleSchema>;
export type ArticleComment = z.output<typeof commentSchema>;

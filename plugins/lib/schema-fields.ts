/** Schema pieces shared by the data plugins, with the messages writers see. */
import * as z from 'zod';

export const markdownText = z
  .string({error: 'expected markdown text'})
  .trim()
  .min(1, 'expected non-empty markdown');

export const moduleRepoName = z
  .string()
  .regex(/^terraform-aws-[a-z0-9-]+$/, 'expected a repository name such as "terraform-aws-vpc"');

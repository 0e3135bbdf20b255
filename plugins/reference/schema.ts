/** Schemas of library reference entries (facts by `npm run reference:sync`, prose ours): `data/reference/modules/<repo>/<module>.yaml` and
 *  `data/reference/services/<category>/<service>.yaml`. */
import * as z from 'zod';

import {moduleRepoName} from '../lib/schema-fields';

const FAMILIES = [
  'asg',
  'cache',
  'ci',
  'control-tower',
  'data-storage',
  'ecs',
  'eks',
  'lambda',
  'load-balancer',
  'messaging',
  'monitoring',
  'openvpn',
  'security',
  'server',
  'static-assets',
  'utilities',
  'vpc',
] as const;
const SERVICE_CATEGORIES = [
  'app-orchestration',
  'ci-cd-pipeline',
  'data-storage',
  'landing-zone',
  'networking',
  'security',
] as const;

const slug = z
  .string()
  .regex(/^[A-Za-z0-9]+(?:[-_.][A-Za-z0-9]+)*$/, 'expected a lowercase name such as "vpc-app"');
const identifier = z.string().regex(/^[A-Za-z_][A-Za-z0-9_-]*$/, 'expected a Terraform identifier');
const text = z.string({error: 'expected text'}).trim().min(1, 'expected non-empty text');
const version = z
  .string()
  .regex(/^v\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/, 'expected a version such as "v0.26.3"');
const moduleRef = z
  .string()
  .regex(/^terraform-aws-[a-z0-9-]+\/[A-Za-z0-9_.-]+$/, 'expected "<repo>/<module>"');
const sourceUrl = z
  .url({protocol: /^https$/, error: 'expected the https URL of the source folder'})
  .refine((u) => /^https:\/\/github\.com\/gruntwork-io\/[^/]+\/tree\/[^/]+\/.+/.test(u), {
    error: 'expected https://github.com/gruntwork-io/<repo>/tree/<version>/<path>',
  });

/**
 * An input. `name`, `type`, `type_details`, `required` and `default` (HCL text) are facts,
 * written by `npm run reference:sync`; `description` is ours (and may still be missing: the
 * page then shows the facts alone).
 */
export const inputSchema = z.strictObject({
  name: identifier,
  // As published; a few inputs known only from a usage sample have no type.
  type: z.string().min(1).optional(),
  type_details: z.string().optional(),
  required: z.boolean({error: 'expected true or false'}),
  default: z.string({error: 'expected the default as HCL text, such as "null" or "[]"'}).optional(),
  description: text.optional(),
});

const outputSchema = z.strictObject({
  name: identifier,
  description: text.optional(),
});

const common = {
  title: text,
  version,
  source_url: sourceUrl,
  summary: text,
  description: text,
  // Values for the usage snippet; required inputs without one get a placeholder of their type.
  example: z.record(z.string(), z.unknown()).optional(),
  inputs: z.array(inputSchema),
  // null: the published page had no reference tab, so the outputs are not known.
  outputs: z.array(outputSchema).nullable(),
  tags: z.array(slug).max(6),
};

function checkNames(
  entry: {
    example?: Record<string, unknown>;
    inputs: {name: string}[];
    outputs: {name: string}[] | null;
  },
  ctx: z.RefinementCtx,
) {
  const names = new Set(entry.inputs.map((i) => i.name));
  for (const key of Object.keys(entry.example ?? {})) {
    if (!names.has(key))
      ctx.addIssue({
        code: 'custom',
        path: ['example', key],
        message: `"${key}" is not one of the inputs`,
      });
  }
  for (const [kind, list] of [
    ['inputs', entry.inputs],
    ['outputs', entry.outputs ?? []],
  ] as const) {
    const seen = new Set<string>();
    list.forEach((item, i) => {
      if (seen.has(item.name))
        ctx.addIssue({
          code: 'custom',
          path: [kind, i, 'name'],
          message: `duplicate name "${item.name}"`,
        });
      seen.add(item.name);
    });
  }
}

export const moduleSchema = z
  .strictObject({
    repo: moduleRepoName,
    module: slug,
    family: z.enum(FAMILIES),
    related: z.array(moduleRef).optional(),
    ...common,
  })
  .superRefine(checkNames);

export const serviceSchema = z
  .strictObject({
    category: z.enum(SERVICE_CATEGORIES),
    service: slug,
    source_path: z
      .string()
      .regex(
        /^modules(\/[a-z0-9_-]+){1,2}$/,
        'expected "modules/<category>/<name>" or "modules/<name>"',
      ),
    modules: z.array(moduleRef).min(1, 'expected at least one module the service is built from'),
    ...common,
  })
  .superRefine(checkNames);

export type ModuleEntry = z.output<typeof moduleSchema>;
export type ServiceEntry = z.output<typeof serviceSchema>;
export type Input = z.output<typeof inputSchema>;
export type Output = z.output<typeof outputSchema>;

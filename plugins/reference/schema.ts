/** Schemas of library reference entries: `data/reference/modules/<repo>/<module>.yaml` and
 *  `data/reference/services/<category>/<service>.yaml`. */
import * as z from 'zod';

import {moduleRepoName} from '../shared/schema-fields';

import {checkDefault, parseHclType} from './hcl-type';

export const FAMILIES = [
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
export const SERVICE_CATEGORIES = [
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
const hclType = z.string().superRefine((src, ctx) => {
  try {
    parseHclType(src);
  } catch (err) {
    ctx.addIssue({code: 'custom', message: `expected a Terraform type: ${(err as Error).message}`});
  }
});
const moduleRef = z
  .string()
  .regex(/^terraform-aws-[a-z0-9-]+\/[A-Za-z0-9_.-]+$/, 'expected "<repo>/<module>"');

export const fieldSchema = z.strictObject({
  name: z.string().min(1),
  type: hclType,
  optional: z.boolean().optional(),
  description: text,
});

export const inputSchema = z
  .strictObject({
    name: identifier,
    type: hclType,
    required: z.boolean().optional(),
    default: z.unknown().optional(),
    description: text,
    sensitive: z.boolean().optional(),
    fields: z.array(fieldSchema).optional(),
  })
  .superRefine((input, ctx) => {
    const hasDefault = 'default' in input;
    if (input.required && hasDefault) {
      ctx.addIssue({
        code: 'custom',
        path: ['default'],
        message: 'a required input must not have a default',
      });
    }
    if (!input.required && !hasDefault) {
      ctx.addIssue({
        code: 'custom',
        path: ['default'],
        message: 'expected a default (or "required: true")',
      });
    }
    if (hasDefault) {
      try {
        const problem = checkDefault(parseHclType(input.type), input.default);
        if (problem)
          ctx.addIssue({
            code: 'custom',
            path: ['default'],
            message: `${problem} for type ${input.type}`,
          });
      } catch {
        // The type itself is reported by its own field.
      }
    }
  });

const outputSchema = z.strictObject({
  name: identifier,
  description: text,
  sensitive: z.boolean().optional(),
});

const common = {
  title: text,
  version,
  summary: text,
  description: text,
  example: z.record(z.string(), z.unknown()),
  inputs: z.array(inputSchema),
  outputs: z.array(outputSchema),
  tags: z.array(slug).max(6),
};

function checkExample(
  entry: {example: Record<string, unknown>; inputs: {name: string; required?: boolean}[]},
  ctx: z.RefinementCtx,
) {
  const names = new Set(entry.inputs.map((i) => i.name));
  for (const key of Object.keys(entry.example)) {
    if (!names.has(key))
      ctx.addIssue({
        code: 'custom',
        path: ['example', key],
        message: `"${key}" is not one of the inputs`,
      });
  }
  for (const input of entry.inputs) {
    if (input.required && !(input.name in entry.example)) {
      ctx.addIssue({
        code: 'custom',
        path: ['example'],
        message: `expected a value for the required input "${input.name}"`,
      });
    }
  }
  const seen = new Set<string>();
  entry.inputs.forEach((input, i) => {
    if (seen.has(input.name))
      ctx.addIssue({
        code: 'custom',
        path: ['inputs', i, 'name'],
        message: `duplicate input "${input.name}"`,
      });
    seen.add(input.name);
  });
}

export const moduleSchema = z
  .strictObject({
    repo: moduleRepoName,
    module: slug,
    family: z.enum(FAMILIES),
    related: z.array(moduleRef).optional(),
    ...common,
  })
  .superRefine(checkExample);

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
  .superRefine(checkExample);

export type ModuleEntry = z.output<typeof moduleSchema>;
export type ServiceEntry = z.output<typeof serviceSchema>;
export type Input = z.output<typeof inputSchema>;
export type Output = z.output<typeof outputSchema>;

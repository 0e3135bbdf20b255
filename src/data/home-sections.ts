import {areaEntryPath, areaPath} from '@site/shared/area-path';

/** The sections the docs home page leads to, in the order a new reader needs them. */
export type HomeSection = {title: string; to: string; description: string};

export const homeSections: HomeSection[] = [
  {
    title: 'Get started',
    to: areaPath('home', 'intro/overview/getting-started'),
    description: 'Get access to the code, lay out a live repository and deploy your first library module with Terragrunt in about an hour.',
  },
  {
    title: 'DevOps Foundations',
    to: areaPath('foundations', 'overview'),
    description: 'The account structure, repository layout, module defaults and pipeline authentication that the rest of the docs assume.',
  },
  {
    title: 'Library',
    to: areaPath('library', 'overview'),
    description: 'How to consume, version, customise and update the Terraform modules and services, and when to compose your own.',
  },
  {
    title: 'Library Reference',
    to: areaEntryPath('reference'),
    description: 'Every module and service with its inputs, types, defaults, outputs and a usage snippet for Terraform and Terragrunt.',
  },
  {
    title: 'Pipelines',
    to: areaPath('pipelines', 'overview'),
    description: 'Plan on pull request, apply on merge: the architecture, the security controls and how to extend or upgrade it.',
  },
  {
    title: 'Patcher',
    to: areaPath('patcher'),
    description: 'Find outdated module versions across your live repository and update them, breaking changes included.',
  },
  {
    title: 'Reference Architecture',
    to: areaPath('refarch'),
    description: 'Configure, access and operate a complete multi-account AWS architecture deployed as code.',
  },
  {
    title: 'Guides',
    to: areaPath('guides'),
    description: 'Long-form guides: CIS compliance, Terraform and AWS provider upgrades, a production framework and our style guides.',
  },
  {
    title: 'Release notes',
    to: areaEntryPath('releases'),
    description: 'What changed in each library release, month by month, with the migration steps for every breaking change.',
  },
  {
    title: 'FAQ',
    to: areaPath('faq'),
    description: 'Short answers about Terragrunt, EKS, pipelines, the service catalog and the reference architecture.',
  },
];

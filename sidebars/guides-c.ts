import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

import {areaEntryPath} from '../shared/area-path';

/** A link to a guide whose pages keep their own sidebar. */
const guide = (id: string, label: string) => ({type: 'ref' as const, id, label});

const sidebars = {
  // The hub: the guides index and the upgrade-guides index, with a way into every guide.
  guidesSidebar: [
    {type: 'doc', id: 'index', label: 'All guides'},
    guide('production-framework/index', 'Production framework'),
    guide('build-it-yourself/achieve-compliance/index', 'Achieve compliance'),
    {
      type: 'category',
      label: 'Stay up to date',
      collapsed: false,
      link: {type: 'doc', id: 'stay-up-to-date/index'},
      items: [
        guide('stay-up-to-date/cis/cis-1.3.0/index', 'CIS 1.3.0'),
        guide('stay-up-to-date/cis/cis-1.4.0/index', 'CIS 1.4.0'),
        guide('stay-up-to-date/cis/cis-1.5.0/index', 'CIS 1.5.0'),
        guide('stay-up-to-date/terraform/terraform-12/index', 'Terraform 0.12'),
        guide('stay-up-to-date/terraform/terraform-13/index', 'Terraform 0.13'),
        guide('stay-up-to-date/terraform/terraform-14/index', 'Terraform 0.14'),
        guide('stay-up-to-date/terraform/terraform-15/index', 'Terraform 0.15'),
        guide('stay-up-to-date/terraform/terraform-1.x/index', 'Terraform 1.x'),
        guide('stay-up-to-date/terraform/terraform-1.1/index', 'Terraform 1.1'),
        guide(
          'stay-up-to-date/terraform/how-to-update-to-aws-provider-v3/index',
          'AWS provider v3',
        ),
        guide(
          'stay-up-to-date/terraform/how-to-update-to-aws-provider-v4/index',
          'AWS provider v4',
        ),
        guide(
          'stay-up-to-date/terraform/how-to-dry-your-reference-architecture/index',
          'DRY your Reference Architecture',
        ),
        {type: 'link', label: 'Release notes', href: areaEntryPath('releases')},
      ],
    },
    guide('style/index', 'Style guides'),
  ],
  styleGuidesSidebar: [
    {type: 'doc', id: 'style/index', label: 'Overview'},
    'style/golang-style-guide',
    'style/markdown-style-guide',
    'style/terraform-style-guide',
  ],
} satisfies SidebarsConfig;

export default sidebars;

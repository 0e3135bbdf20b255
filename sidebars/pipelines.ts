import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars = {
  pipelinesSidebars: [
    'overview/index',
    'overview/actions',
    'architecture',
    {
      type: 'category',
      label: 'Hello world',
      collapsed: false,
      items: ['hello-world/index', 'hello-world/github-enterprise'],
    },
    {
      type: 'category',
      label: 'Security',
      collapsed: false,
      items: [
        'security/controls',
        'security/branch-protection',
        'security/repository-access',
        'security/machine-users',
        'security/multi-account',
        'security/audit-log',
      ],
    },
    'data-collection',
    {
      type: 'category',
      label: 'Maintain',
      collapsed: false,
      items: ['maintain/extending', 'maintain/updating'],
    },
    'upgrading',
  ],
} satisfies SidebarsConfig;

export default sidebars;

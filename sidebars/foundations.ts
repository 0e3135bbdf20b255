import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars = {
  foundationsSidebar: [
    'overview/index',
    'overview/setup-order',
    {
      type: 'category',
      label: 'Landing zone',
      collapsed: false,
      items: [
        'landing-zone/index',
        'landing-zone/prerequisites',
        'landing-zone/enable-control-tower',
        'landing-zone/add-aws-account',
        'landing-zone/manage-accounts',
        'landing-zone/logging',
      ],
    },
    {
      type: 'category',
      label: 'IaC foundations',
      collapsed: false,
      items: [
        'iac-foundations/index',
        'iac-foundations/folder-structure',
        'iac-foundations/initial-setup',
        {
          type: 'category',
          label: 'Module defaults',
          collapsed: true,
          items: [
            'iac-foundations/module_defaults/index',
            'iac-foundations/module_defaults/defining',
            'iac-foundations/module_defaults/usage',
          ],
        },
      ],
    },
    {
      type: 'category',
      label: 'Pipelines',
      collapsed: false,
      items: ['pipelines/index', 'pipelines/aws-authentication'],
    },
    'network-topology',
    'running-apps',
    'maintenance',
  ],
} satisfies SidebarsConfig;

export default sidebars;

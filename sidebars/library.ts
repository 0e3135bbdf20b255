import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars = {
  librarySidebars: [
    'overview/index',
    'overview/modules',
    'overview/services',
    {
      type: 'category',
      label: 'Getting started',
      collapsed: false,
      items: [
        'getting-started/accessing-the-code',
        'getting-started/setting-up',
        'getting-started/deploying-a-module',
      ],
    },
    {
      type: 'category',
      label: 'Usage',
      collapsed: false,
      items: [
        'usage/using-the-library',
        'usage/composing-your-own-service',
        'usage/customizing-modules',
        'usage/contributing',
        'usage/self-hosting',
        'usage/tfc-integration',
      ],
    },
    {
      type: 'category',
      label: 'Stay up to date',
      collapsed: false,
      items: ['stay-up-to-date/versioning', 'stay-up-to-date/updating'],
    },
    {
      type: 'category',
      label: 'Reference',
      collapsed: false,
      items: ['reference/index'],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;

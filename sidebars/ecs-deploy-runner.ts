import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars = {
  ecsDeployRunnerSidebars: [
    'overview',
    'how-it-works',
    'tutorial',
    'multi-account',
    {
      type: 'category',
      label: 'Maintain',
      collapsed: false,
      items: ['maintain/extending', 'maintain/updating'],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;

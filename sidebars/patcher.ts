import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars = {
  patcherSidebars: [
    'index',
    {
      type: 'category',
      label: 'Running Patcher',
      collapsed: false,
      items: ['running-patcher/report', 'running-patcher/update', 'running-patcher/upgrade'],
    },
    'update-strategies',
    'telemetry',
  ],
} satisfies SidebarsConfig;

export default sidebars;

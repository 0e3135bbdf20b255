import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars = {
  // The first doc of the first sidebar is the version's main doc:
  // intro/overview/intro-to-gruntwork, as the specification says.
  introSidebar: [
    'intro/overview/intro-to-gruntwork',
    'intro',
    {
      type: 'category',
      label: 'Overview',
      collapsed: false,
      items: [
        'intro/overview/what-we-provide',
        'intro/overview/what-you-provide',
        'intro/overview/prerequisites',
        'intro/overview/getting-started',
      ],
    },
  ],
  landingZoneSidebars: ['landing-zone'],
} satisfies SidebarsConfig;

export default sidebars;

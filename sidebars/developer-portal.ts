import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars = {
  developerPortalSidebars: ['create-account', 'invite-team', 'link-github-id'],
} satisfies SidebarsConfig;

export default sidebars;

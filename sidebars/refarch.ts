import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars = {
  refarchSidebar: [
    'index',
    {
      type: 'category',
      label: "What's this?",
      collapsed: false,
      items: [
        'whats-this/index',
        'whats-this/what-is-a-reference-architecture',
        'whats-this/services',
        'whats-this/understanding-the-deployment-process',
      ],
    },
    {
      type: 'category',
      label: 'Configuration',
      collapsed: false,
      items: [
        'configuration/index',
        'configuration/install-required-tools',
        'configuration/provision-accounts',
        'configuration/route53',
        'configuration/setup-quotas',
        'configuration/run-the-wizard',
        'configuration/preflight-checks',
      ],
    },
    {
      type: 'category',
      label: 'Access',
      collapsed: false,
      items: [
        'access/index',
        'access/setup-auth',
        'access/how-to-auth-aws-web-console',
        'access/how-to-auth-CLI',
        'access/how-to-auth-ec2',
        'access/how-to-auth-vpn',
      ],
    },
    {
      type: 'category',
      label: 'Usage',
      collapsed: false,
      items: [
        {
          type: 'category',
          label: 'Maintain your Reference Architecture',
          collapsed: false,
          items: [
            'usage/maintain-your-refarch/deploying-your-apps',
            'usage/maintain-your-refarch/adding-new-account',
            'usage/maintain-your-refarch/extending',
            'usage/maintain-your-refarch/monitoring',
            'usage/maintain-your-refarch/staying-up-to-date',
            'usage/maintain-your-refarch/undeploying',
          ],
        },
        'usage/pipelines-integration',
      ],
    },
    {
      type: 'category',
      label: 'Support',
      collapsed: false,
      items: ['support/getting-help', 'support/onboarding'],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;

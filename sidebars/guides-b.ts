import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars = {
  cis130: [
    'stay-up-to-date/cis/cis-1.3.0/index',
    'stay-up-to-date/cis/cis-1.3.0/core-concepts',
    {
      type: 'category',
      label: 'Deployment walkthrough',
      collapsed: false,
      items: [
        'stay-up-to-date/cis/cis-1.3.0/deployment-walkthrough/step-1-update-references-to-the-gruntwork-infrastructure-as-code-library',
        'stay-up-to-date/cis/cis-1.3.0/deployment-walkthrough/step-2-manual-steps',
        'stay-up-to-date/cis/cis-1.3.0/deployment-walkthrough/step-3-deploy-new-modules',
      ],
    },
  ],
  cis140: [
    'stay-up-to-date/cis/cis-1.4.0/index',
    'stay-up-to-date/cis/cis-1.4.0/core-concepts',
    {
      type: 'category',
      label: 'Deployment walkthrough',
      collapsed: false,
      items: [
        'stay-up-to-date/cis/cis-1.4.0/deployment-walkthrough/step-1-update-references-to-the-gruntwork-infrastructure-as-code-library',
        'stay-up-to-date/cis/cis-1.4.0/deployment-walkthrough/step-2-update-the-account-baseline-modules',
        'stay-up-to-date/cis/cis-1.4.0/deployment-walkthrough/step-3-manual-steps',
      ],
    },
    'stay-up-to-date/cis/cis-1.4.0/finally',
  ],
  cis150: [
    'stay-up-to-date/cis/cis-1.5.0/index',
    'stay-up-to-date/cis/cis-1.5.0/core-concepts',
    {
      type: 'category',
      label: 'Deployment walkthrough',
      collapsed: false,
      items: [
        'stay-up-to-date/cis/cis-1.5.0/deployment-walkthrough/step-1-check-your-live-infrastructure-is-cis-v1.4-compliant',
        'stay-up-to-date/cis/cis-1.5.0/deployment-walkthrough/step-2-update-references-to-the-gruntwork-infrastructure-as-code-library',
        'stay-up-to-date/cis/cis-1.5.0/deployment-walkthrough/step-3-update-the-account-baseline-modules',
        'stay-up-to-date/cis/cis-1.5.0/deployment-walkthrough/step-4-verify-the-code-changes',
        'stay-up-to-date/cis/cis-1.5.0/deployment-walkthrough/step-5-check-your-live-infrastructure-is-cis-v1.5-compliant',
      ],
    },
    'stay-up-to-date/cis/cis-1.5.0/finally',
  ],
  terraform11: [
    'stay-up-to-date/terraform/terraform-1.1/index',
    'stay-up-to-date/terraform/terraform-1.1/core-concepts',
    {
      type: 'category',
      label: 'Deployment walkthrough',
      collapsed: false,
      items: [
        'stay-up-to-date/terraform/terraform-1.1/deployment-walkthrough/step-1-update-your-code-to-be-compatible-with-terraform-1-x',
        'stay-up-to-date/terraform/terraform-1.1/deployment-walkthrough/step-2-update-references-to-the-gruntwork-infrastructure-as-code-library',
      ],
    },
  ],
  terraform12: [
    'stay-up-to-date/terraform/terraform-12/index',
    'stay-up-to-date/terraform/terraform-12/deployment-walkthrough',
    'stay-up-to-date/terraform/terraform-12/version-compatibility-table',
  ],
  terraform13: [
    'stay-up-to-date/terraform/terraform-13/index',
    'stay-up-to-date/terraform/terraform-13/core-concepts',
    {
      type: 'category',
      label: 'Deployment walkthrough',
      collapsed: false,
      items: [
        'stay-up-to-date/terraform/terraform-13/deployment-walkthrough/step-1-update-your-code-to-be-compatible-with-terraform-0-12',
        'stay-up-to-date/terraform/terraform-13/deployment-walkthrough/step-2-update-your-code-to-be-compatible-with-terraform-0-13',
        'stay-up-to-date/terraform/terraform-13/deployment-walkthrough/step-3-update-references-to-the-gruntwork-infrastructure-as-code-library',
        'stay-up-to-date/terraform/terraform-13/deployment-walkthrough/step-4-update-provider-sources',
        'stay-up-to-date/terraform/terraform-13/deployment-walkthrough/updating-the-gruntwork-reference-architecture-to-terraform-0-13',
      ],
    },
  ],
  terraform14: [
    'stay-up-to-date/terraform/terraform-14/index',
    'stay-up-to-date/terraform/terraform-14/core-concepts',
    {
      type: 'category',
      label: 'Deployment walkthrough',
      collapsed: false,
      items: [
        'stay-up-to-date/terraform/terraform-14/deployment-walkthrough/step-1-update-your-code-to-be-compatible-with-terraform-0-13',
        'stay-up-to-date/terraform/terraform-14/deployment-walkthrough/step-2-update-your-code-to-be-compatible-with-terraform-0-14',
        'stay-up-to-date/terraform/terraform-14/deployment-walkthrough/step-3-update-references-to-the-gruntwork-infrastructure-as-code-library',
        'stay-up-to-date/terraform/terraform-14/deployment-walkthrough/step-4-start-using-lock-files',
      ],
    },
  ],
  terraform15: [
    'stay-up-to-date/terraform/terraform-15/index',
    'stay-up-to-date/terraform/terraform-15/core-concepts',
    {
      type: 'category',
      label: 'Deployment walkthrough',
      collapsed: false,
      items: [
        'stay-up-to-date/terraform/terraform-15/deployment-walkthrough/step-1-update-your-code-to-be-compatible-with-terraform-0-14',
        'stay-up-to-date/terraform/terraform-15/deployment-walkthrough/step-2-update-your-code-to-be-compatible-with-terraform-0-15',
        'stay-up-to-date/terraform/terraform-15/deployment-walkthrough/step-3-update-references-to-the-gruntwork-infrastructure-as-code-library',
      ],
    },
  ],
  terraform1x: [
    'stay-up-to-date/terraform/terraform-1.x/index',
    'stay-up-to-date/terraform/terraform-1.x/core-concepts',
    {
      type: 'category',
      label: 'Deployment walkthrough',
      collapsed: false,
      items: [
        'stay-up-to-date/terraform/terraform-1.x/deployment-walkthrough/step-1-update-your-code-to-be-compatible-with-terraform-0-15',
        'stay-up-to-date/terraform/terraform-1.x/deployment-walkthrough/step-2-update-references-to-the-gruntwork-infrastructure-as-code-library',
      ],
    },
  ],
  terraformServiceProviderV3: [
    'stay-up-to-date/terraform/how-to-update-to-aws-provider-v3/index',
    'stay-up-to-date/terraform/how-to-update-to-aws-provider-v3/core-concepts',
    'stay-up-to-date/terraform/how-to-update-to-aws-provider-v3/deployment-walkthrough',
  ],
  terraformServiceProviderV4: [
    'stay-up-to-date/terraform/how-to-update-to-aws-provider-v4/index',
    'stay-up-to-date/terraform/how-to-update-to-aws-provider-v4/core-concepts',
    'stay-up-to-date/terraform/how-to-update-to-aws-provider-v4/deployment-walkthrough',
  ],
  dryRefArch: [
    'stay-up-to-date/terraform/how-to-dry-your-reference-architecture/index',
    'stay-up-to-date/terraform/how-to-dry-your-reference-architecture/core-concepts',
    {
      type: 'category',
      label: 'Deployment walkthrough',
      collapsed: false,
      items: [
        'stay-up-to-date/terraform/how-to-dry-your-reference-architecture/deployment-walkthrough/intro',
        'stay-up-to-date/terraform/how-to-dry-your-reference-architecture/deployment-walkthrough/update-to-the-service-catalog-based-reference-architecture',
        'stay-up-to-date/terraform/how-to-dry-your-reference-architecture/deployment-walkthrough/refactoring-common-configurations-for-a-component',
        'stay-up-to-date/terraform/how-to-dry-your-reference-architecture/deployment-walkthrough/optional-even-dryer-configuration',
      ],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;

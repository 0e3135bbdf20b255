import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars = {
  complianceSidebar: [
    'build-it-yourself/achieve-compliance/index',
    {
      type: 'category',
      label: 'Core concepts',
      collapsed: false,
      items: [
        'build-it-yourself/achieve-compliance/core-concepts/intro',
        'build-it-yourself/achieve-compliance/core-concepts/recommendation-sections',
      ],
    },
    {
      type: 'category',
      label: 'Production-grade design',
      collapsed: false,
      items: [
        'build-it-yourself/achieve-compliance/production-grade-design/intro',
        'build-it-yourself/achieve-compliance/production-grade-design/identity-and-access-management',
        'build-it-yourself/achieve-compliance/production-grade-design/logging',
        'build-it-yourself/achieve-compliance/production-grade-design/monitoring',
        'build-it-yourself/achieve-compliance/production-grade-design/networking',
        'build-it-yourself/achieve-compliance/production-grade-design/storage',
      ],
    },
    {
      type: 'category',
      label: 'Deployment walkthrough',
      collapsed: false,
      items: [
        'build-it-yourself/achieve-compliance/deployment-walkthrough/the-gruntwork-solution',
        'build-it-yourself/achieve-compliance/deployment-walkthrough/deployment-approach',
        'build-it-yourself/achieve-compliance/deployment-walkthrough/pre-requisites',
        'build-it-yourself/achieve-compliance/deployment-walkthrough/create-the-root-account',
        'build-it-yourself/achieve-compliance/deployment-walkthrough/lock-down-the-root-user',
        'build-it-yourself/achieve-compliance/deployment-walkthrough/create-an-iam-user-in-the-root-account',
        'build-it-yourself/achieve-compliance/deployment-walkthrough/prepare-your-infrastructure-live-repository',
        {
          type: 'category',
          label: 'Deploy the landing zone solution',
          collapsed: false,
          items: [
            'build-it-yourself/achieve-compliance/deployment-walkthrough/deploy-landing-zone-solution/apply-account-baseline-root-to-root-account',
            'build-it-yourself/achieve-compliance/deployment-walkthrough/deploy-landing-zone-solution/apply-account-baseline-app-to-logs-account',
            'build-it-yourself/achieve-compliance/deployment-walkthrough/deploy-landing-zone-solution/apply-account-baseline-security-to-security-account',
            'build-it-yourself/achieve-compliance/deployment-walkthrough/deploy-landing-zone-solution/apply-account-baseline-app-to-other-child-accounts',
            'build-it-yourself/achieve-compliance/deployment-walkthrough/deploy-landing-zone-solution/enable-key-rotation-for-kms-keys',
            'build-it-yourself/achieve-compliance/deployment-walkthrough/deploy-landing-zone-solution/use-iam-roles-for-ec2-instances',
            'build-it-yourself/achieve-compliance/deployment-walkthrough/deploy-landing-zone-solution/maintain-compliance-by-following-iam-best-practices',
            'build-it-yourself/achieve-compliance/deployment-walkthrough/deploy-landing-zone-solution/maintain-compliance-by-following-logging-best-practices',
            'build-it-yourself/achieve-compliance/deployment-walkthrough/deploy-landing-zone-solution/maintain-compliance-by-following-storage-best-practices',
          ],
        },
        'build-it-yourself/achieve-compliance/deployment-walkthrough/lock-down-the-root-account-iam-users',
        'build-it-yourself/achieve-compliance/deployment-walkthrough/create-vpc-flow-logs',
        'build-it-yourself/achieve-compliance/deployment-walkthrough/manual-steps',
      ],
    },
    'build-it-yourself/achieve-compliance/next-steps',
    'build-it-yourself/achieve-compliance/traceability-matrix',
  ],
  productionFrameworkSidebar: [
    'production-framework/index',
    {
      type: 'category',
      label: 'Ingredients',
      collapsed: false,
      items: [
        'production-framework/ingredients/index',
        {
          type: 'category',
          label: 'Landing zone',
          collapsed: true,
          items: [
            'production-framework/ingredients/landing-zone/index',
            'production-framework/ingredients/landing-zone/what-landing-zone-should-include',
            'production-framework/ingredients/landing-zone/account-vending-machine',
          ],
        },
        {
          type: 'category',
          label: 'Service catalog',
          collapsed: true,
          items: [
            'production-framework/ingredients/service-catalog/index',
            'production-framework/ingredients/service-catalog/modern-service-catalog',
            'production-framework/ingredients/service-catalog/infrastructure-templates',
            'production-framework/ingredients/service-catalog/application-templates',
          ],
        },
        {
          type: 'category',
          label: 'Self-service',
          collapsed: true,
          items: [
            'production-framework/ingredients/self-service/index',
            'production-framework/ingredients/self-service/how-self-service-should-work',
            'production-framework/ingredients/self-service/common-self-service-use-cases',
          ],
        },
        {
          type: 'category',
          label: 'CI/CD pipeline',
          collapsed: true,
          items: [
            'production-framework/ingredients/ci-cd-pipeline/index',
            'production-framework/ingredients/ci-cd-pipeline/ci-cd-only-path-to-prod',
            'production-framework/ingredients/ci-cd-pipeline/ci-cd-features',
          ],
        },
        {
          type: 'category',
          label: 'Automatic updates',
          collapsed: true,
          items: [
            'production-framework/ingredients/automatic-updates/index',
            'production-framework/ingredients/automatic-updates/how-auto-update-should-work',
            'production-framework/ingredients/automatic-updates/auto-update-features',
          ],
        },
        'production-framework/ingredients/other-ingredients',
      ],
    },
    {
      type: 'category',
      label: 'Recipes',
      collapsed: false,
      items: [
        'production-framework/recipes/index',
        'production-framework/recipes/dev-team-experience',
        'production-framework/recipes/ops-team-experience',
      ],
    },
    'production-framework/gruntwork-solutions',
  ],
} satisfies SidebarsConfig;

export default sidebars;

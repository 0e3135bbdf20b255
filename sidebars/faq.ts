import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars = {
  faqSidebars: [
    'index',
    'devops-general',
    'iac-general',
    'terragrunt',
    'terratest',
    'service-catalog',
    'eks',
    'pipelines',
    'ref-arch-predeployment',
    'ref-arch',
  ],
} satisfies SidebarsConfig;

export default sidebars;

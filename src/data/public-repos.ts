/** Repositories of the provider's source organisation that are public, so links to them open
 *  without the subscribers-only warning. From ../shared/facts/public-repos.txt. */
export const PUBLIC_REPOS: readonly string[] = [
  'bash-commons',
  'cloud-nuke',
  'docs',
  'fetch',
  'fetch-test-public',
  'git-xargs',
  'go-commons',
  'gruntwork-installer',
  'gruntwork-io.github.io',
  'health-checker',
  'helm-kubernetes-services',
  'helm-charts',
  'infrastructure-as-code-testing-talk',
  'infrastructure-as-code-training',
  'intro-to-terraform',
  'kafka-health-check',
  'knowledge-base',
  'kubergrunt',
  'microframework',
  'module-ci-update-terraform-variable-test',
  'pre-commit',
  'private-tls-cert',
  'sample-app-docker',
  'sfdc-related-files-lightning',
  'terraform',
  'terraform-aws-couchbase',
  'terraform-aws-utilities',
  'terraform-google-ci',
  'terraform-google-gke',
  'terraform-google-load-balancer',
  'terraform-google-network',
  'terraform-google-sql',
  'terraform-google-static-assets',
  'terraform-hiera-like-example',
  'terraform-kubernetes-helm',
  'terraform-kubernetes-namespace',
  'terraform-module-in-root-for-terragrunt-test',
  'terraform-training-solutions',
  'terragrunt',
  'terragrunt-infrastructure-live-example',
  'terragrunt-infrastructure-modules-example',
  'terratest',
  'terratest-helm-testing-example',
  'toc',
  'website-comments',
];

/**
 * Repositories whose links warn with their own subscriber tier. The original site takes these
 * from an external package; here they are configuration, empty by default. Filling them in
 * changes no code.
 */
export const CIS_REPOS: readonly string[] = [];
export const ENTERPRISE_REPOS: readonly string[] = [];

export const REFERENCE_BASE_PATH = '/reference';
export const modulePath = (repo: string, module: string): string =>
  `${REFERENCE_BASE_PATH}/modules/${repo}/${module}`;
export const servicePath = (category: string, service: string): string =>
  `${REFERENCE_BASE_PATH}/services/${category}/${service}`;
export const SOURCE_ORG_URL = 'https://github.com/gruntwork-io';
export const SERVICE_CATALOG_REPO = 'terraform-aws-service-catalog';

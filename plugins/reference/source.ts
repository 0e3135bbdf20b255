/** Where the library's sources are published. */
export const SOURCE_ORG_URL = 'https://github.com/gruntwork-io';
export const SERVICE_CATALOG_REPO = 'terraform-aws-service-catalog';

// One page of each template the benchmarks measure (the spec's page kinds).
export const TEMPLATES = {
  home: '/',
  'docs page': '/intro',
  'module reference': '/reference/modules/terraform-aws-vpc/vpc-app',
  'knowledge-base article': '/discussions/knowledge-base/3',
  'release month': '/guides/stay-up-to-date/releases/2021-03',
  'tag page': '/tags/terraform',
  'search page': '/search?q=vpc',
};

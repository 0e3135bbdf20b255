// One page of each template the benchmarks measure (the spec's page kinds): for the data
// templates, the heaviest page (the reference entry with the most inputs, the month with the
// most releases), since the budgets must hold there.
export const TEMPLATES = {
  home: '/',
  'docs page': '/intro',
  'module reference': '/reference/modules/terraform-aws-vpc/vpc-interface-endpoint',
  'knowledge-base article': '/discussions/knowledge-base/3',
  'release month': '/guides/stay-up-to-date/releases/2022-02',
  'tag page': '/tags/terraform',
  'search page': '/search?q=vpc',
};

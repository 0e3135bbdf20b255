import {describe, expect, it} from 'vitest';

import {filterCatalog, type CatalogItem} from './catalog-filter';

const items: CatalogItem[] = [
  {
    k: 'module',
    t: 'vpc-app',
    p: '/reference/modules/terraform-aws-vpc/vpc-app',
    g: 'vpc',
    r: 'terraform-aws-vpc',
    s: 'A VPC with three subnet tiers.',
    v: 'v0.26.3',
  },
  {
    k: 'module',
    t: 'redis',
    p: '/reference/modules/terraform-aws-cache/redis',
    g: 'cache',
    r: 'terraform-aws-cache',
    s: 'An ElastiCache Redis replication group.',
    v: 'v0.22.8',
  },
  {
    k: 'service',
    t: 'Amazon RDS',
    p: '/reference/services/data-storage/amazon-rds',
    g: 'data-storage',
    r: 'terraform-aws-service-catalog',
    s: 'A managed relational database.',
    v: 'v0.104.0',
  },
];

describe('reference index filter', () => {
  it('filters by family and by words in name, repository or summary', () => {
    expect(filterCatalog(items, {group: 'cache', text: ''}).map((i) => i.t)).toEqual(['redis']);
    expect(filterCatalog(items, {group: '', text: 'subnet vpc'}).map((i) => i.t)).toEqual([
      'vpc-app',
    ]);
    expect(filterCatalog(items, {group: '', text: 'RELATIONAL'}).map((i) => i.t)).toEqual([
      'Amazon RDS',
    ]);
    expect(filterCatalog(items, {group: 'vpc', text: 'redis'})).toEqual([]);
  });
});

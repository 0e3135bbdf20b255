import {describe, expect, it} from 'vitest';

import {auditVerdict} from './verdict';

describe('auditVerdict', () => {
  it('passes with only low and moderate advisories', () => {
    const out = JSON.stringify({
      vulnerabilities: {a: {severity: 'moderate'}},
      metadata: {vulnerabilities: {info: 0, low: 2, moderate: 1, high: 0, critical: 0, total: 3}},
    });
    expect(auditVerdict(out).kind).toBe('ok');
  });

  it('fails on a high or critical advisory and names the packages', () => {
    const out = JSON.stringify({
      vulnerabilities: {b: {severity: 'critical'}, a: {severity: 'high'}, c: {severity: 'low'}},
      metadata: {vulnerabilities: {low: 1, moderate: 0, high: 1, critical: 1, total: 3}},
    });
    expect(auditVerdict(out)).toMatchObject({
      kind: 'vulnerable',
      packages: ['a (high)', 'b (critical)'],
    });
  });

  it('reports an unreachable endpoint rather than a clean result', () => {
    const out = JSON.stringify({
      message:
        '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
    });
    expect(auditVerdict(out)).toEqual({
      kind: 'unavailable',
      reason: expect.stringContaining('405'),
    });
    expect(auditVerdict('').kind).toBe('unavailable');
  });
});

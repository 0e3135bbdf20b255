import {describe, expect, it} from 'vitest';

import {safeHash} from './index';

describe('safeHash', () => {
  it('leaves a fragment that decodes alone', () => {
    expect(safeHash('#input-vpc_name')).toBeNull();
    expect(safeHash('#caf%C3%A9')).toBeNull();
    expect(safeHash('')).toBeNull();
  });

  it('makes a malformed fragment literal text', () => {
    const fixed = safeHash('#%E0%A4%A');
    expect(fixed).toBe('#%25E0%25A4%25A');
    expect(decodeURIComponent(fixed!)).toBe('#%E0%A4%A');
    expect(safeHash('#100%')).toBe('#100%25');
  });
});

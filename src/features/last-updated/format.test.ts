import {describe, expect, it} from 'vitest';

import {formatUtcDate} from './format';

describe('formatUtcDate', () => {
  it("writes what the theme's Intl formatter wrote, for dates across years and months", () => {
    const intl = new Intl.DateTimeFormat('en', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let t = Date.UTC(2016, 0, 1); t < Date.UTC(2027, 0, 1); t += 86_400_000 * 7 + 3_600_000) {
      const d = new Date(t);
      expect(formatUtcDate(d), d.toISOString()).toBe(intl.format(d));
    }
  });

  it('uses the UTC day near midnight', () => {
    expect(formatUtcDate(new Date('2026-11-26T23:59:59Z'))).toBe('Nov 26, 2026');
    expect(formatUtcDate(new Date('2026-11-27T00:00:00Z'))).toBe('Nov 27, 2026');
  });
});

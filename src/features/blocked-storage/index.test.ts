import {afterEach, describe, expect, it, vi} from 'vitest';

import {nullBlockedStorage} from '.';

/** A window whose storages throw like a browser with cookies blocked, or work. */
function fakeWindow(local: 'throws' | 'works', session: 'throws' | 'works') {
  const win = {};
  for (const [name, how] of [
    ['localStorage', local],
    ['sessionStorage', session],
  ] as const) {
    Object.defineProperty(win, name, {
      configurable: true,
      get() {
        if (how === 'throws') throw new DOMException('Access is denied', 'SecurityError');
        return {getItem: () => 'kept'};
      },
    });
  }
  return win as Window;
}

describe('nullBlockedStorage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('makes throwing storages read as null, and warns once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const win = fakeWindow('throws', 'throws');
    expect(nullBlockedStorage(win)).toEqual(['localStorage', 'sessionStorage']);
    expect(win.localStorage).toBeNull();
    expect(win.sessionStorage).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(
      /storage is unavailable \(localStorage and sessionStorage blocked\)/,
    );
  });

  it('changes only the storage that throws', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const win = fakeWindow('works', 'throws');
    expect(nullBlockedStorage(win)).toEqual(['sessionStorage']);
    expect(win.localStorage.getItem('x')).toBe('kept');
    expect(win.sessionStorage).toBeNull();
  });

  it('leaves working storage alone and says nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const win = fakeWindow('works', 'works');
    expect(nullBlockedStorage(win)).toEqual([]);
    expect(win.localStorage.getItem('x')).toBe('kept');
    expect(warn).not.toHaveBeenCalled();
  });

  it('leaves a storage it cannot redefine as it is', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const win = {};
    Object.defineProperty(win, 'localStorage', {
      configurable: false,
      get() {
        throw new DOMException('Access is denied', 'SecurityError');
      },
    });
    Object.defineProperty(win, 'sessionStorage', {value: {}});
    expect(nullBlockedStorage(win as Window)).toEqual([]);
  });
});

import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

import {STORAGE_KEYS} from '@site/src/constants';

import {isOptedOut, resetStorageWarning, setOptOut} from './storage';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}

describe('opt-out storage', () => {
  beforeEach(() => resetStorageWarning());
  afterEach(() => vi.unstubAllGlobals());

  it('stores one flag per kind and clears it', () => {
    const localStorage = memoryStorage();
    vi.stubGlobal('window', {localStorage});
    setOptOut('cis', true);
    expect(localStorage.getItem(STORAGE_KEYS.privateLinkOptOut.cis)).toBe('true');
    expect(isOptedOut('cis')).toBe(true);
    expect(isOptedOut('generic')).toBe(false);
    expect(isOptedOut('enterprise')).toBe(false);
    setOptOut('cis', false);
    expect(localStorage.getItem(STORAGE_KEYS.privateLinkOptOut.cis)).toBeNull();
  });

  it('keeps working and warns once when storage throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    vi.stubGlobal('window', {localStorage: throwing});
    expect(isOptedOut('generic')).toBe(false);
    setOptOut('generic', true);
    setOptOut('generic', false);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('treats a storage getter that throws like missing storage', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    expect(isOptedOut('enterprise')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

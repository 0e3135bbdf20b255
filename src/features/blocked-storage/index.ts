/**
 * With cookies or site data blocked, Chromium and Safari throw a SecurityError on reading
 * `window.localStorage` and `window.sessionStorage`; Firefox with storage disabled gives null.
 * Our code and Docusaurus cope with both, but DocSearch 4.7 reads `window.localStorage`
 * unguarded when its modal opens (a storage-size check in an effect), so a throwing getter
 * crashed the search modal. At start-up, a storage that throws is therefore made to read as
 * null, the case every library here already handles: features work, and choices (colour mode,
 * a closed announcement, "Don't warn me again") are simply not remembered.
 */

const NAMES = ['localStorage', 'sessionStorage'] as const;

function throws(win: Window, name: (typeof NAMES)[number]): boolean {
  try {
    void win[name];
    return false;
  } catch {
    return true;
  }
}

/**
 * Makes each storage of `win` that throws on access read as null, and warns once. Returns the
 * names it changed. A property that cannot be redefined is left as it is (readers still catch).
 */
export function nullBlockedStorage(win: Window): string[] {
  const changed: string[] = [];
  for (const name of NAMES) {
    if (!throws(win, name)) continue;
    try {
      Object.defineProperty(win, name, {configurable: true, enumerable: true, value: null});
      changed.push(name);
    } catch {
      // Not configurable in this browser: leave it.
    }
  }
  if (changed.length > 0) {
    console.warn(
      `Browser storage is unavailable (${changed.join(' and ')} blocked): colour mode, a closed announcement and "Don't warn me again" will not be remembered.`,
    );
  }
  return changed;
}

/**
 * A fragment that is not valid percent-encoding (`#%E0%A4%A`, from a mangled link or a hostile
 * URL) made Docusaurus' scroll-to-anchor code throw `URIError: URI malformed` while rendering,
 * and the whole page fell to the crash screen. The fragment is made literal text instead
 * (every `%` escaped), which decodes to exactly what the address bar showed.
 */
export function safeHash(hash: string): string | null {
  try {
    decodeURIComponent(hash);
    return null;
  } catch {
    return hash.replace(/%/g, '%25');
  }
}

/** Rewrites the current address in place when its fragment would not decode. */
export function repairLocationHash(): void {
  const fixed = safeHash(window.location.hash);
  if (fixed === null) return;
  const {pathname, search} = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}${fixed}`);
}

/**
 * The Content-Security-Policy of the production server. Scripts run only from this origin
 * or when their exact text is one of the inline scripts Docusaurus wrote into the built pages
 * (colour mode, announcement bar...), allowed by SHA-256 hash: no 'unsafe-inline' or
 * 'unsafe-eval' for scripts.
 */
import {createHash} from 'node:crypto';

/** Script types a browser executes (a JSON-LD or JSON data block is never run). */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The text of each inline, executable `<script>` element of one HTML document. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  // Docusaurus writes its HTML; a script's raw text ends at the first `</script`.
  const re = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
  for (const [, attrs = '', text = ''] of html.matchAll(re)) {
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase() ?? '';
    if (EXECUTABLE_TYPES.has(type)) scripts.push(text);
  }
  return scripts;
}

/** The CSP source expression allowing one inline script. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export type PolicyOptions = {
  scriptHashes: readonly string[];
  /** Google Tag Manager is on (GTM_CONTAINER_ID was set at build time). */
  tagManager?: boolean;
  /** Hosted DocSearch is on (ALGOLIA_* were set at build time). */
  hostedSearch?: boolean;
};

/** The policy, one directive per entry, in a stable order. */
export function contentSecurityPolicy(options: PolicyOptions): string {
  const gtm = options.tagManager
    ? {
        script: ['https://www.googletagmanager.com'],
        connect: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
      }
    : {script: [], connect: []};
  const algolia = options.hostedSearch
    ? ['https://*.algolia.net', 'https://*.algolianet.com', 'https://*.algolia.io']
    : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...[...new Set(options.scriptHashes)].sort(), ...gtm.script]],
    // React and the theme set style attributes; styles cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...gtm.connect]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...algolia, ...gtm.connect]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

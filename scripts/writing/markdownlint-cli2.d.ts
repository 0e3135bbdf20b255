// markdownlint-cli2 ships JSDoc types only, which tsc does not read from node_modules: these are
// the parameters of `main` that scripts/writing/run.mjs uses (see its markdownlint-cli2.mjs).
declare module 'markdownlint-cli2' {
  type OutputFormatter = (options: {results: import('./markdown').LintResult[]}) => void;
  export function main(params: {
    directory?: string;
    argv?: string[];
    noGlobs?: boolean;
    optionsOverride?: {outputFormatters?: [OutputFormatter, ...unknown[]][]};
    logMessage?: (message: string) => void;
    logError?: (message: string) => void;
  }): Promise<number>;
}

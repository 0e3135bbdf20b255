// theme-common's `lib/utils/reactUtils.js`, reached through a bundler alias
// (plugins/lean-bundle/shallow-memo.ts): its package exports do not expose the file.
declare module '@lean-bundle/theme-common-react-utils';

import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WALL = (from, to) =>
  `${from} must not import ${to}: move what both sides use to shared/ (see README, "Where things live").`;

export default tseslint.config(
  {
    ignores: [
      'build/',
      '**/.docusaurus/',
      '.docusaurus-*/',
      '.generated/',
      'node_modules/',
      'bench/.work/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: {globals: {...globals.node, ...globals.browser}},
    plugins: {'react-hooks': reactHooks},
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_'}],
    },
  },
  // The wall: plugins/ runs at build time in Node, src/ in the browser, shared/ in both. Neither
  // side imports the other; what both need lives in shared/, which imports neither (and nothing
  // from Node or the bundler's aliases, since plugins load it without them).
  // src/ runs in the browser. Docusaurus' theme types pull Node's types into any program that
  // type-checks src/ (its utils reference them), so the compiler alone cannot refuse Node there:
  // these rules do.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {regex: '(^|/)plugins/', message: WALL('src/', 'plugins/')},
            {regex: '^node:', message: 'src/ runs in the browser: no Node modules.'},
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['process', 'Buffer', '__dirname', '__filename'].map((name) => ({
          name,
          message: 'src/ runs in the browser: no Node globals.',
        })),
      ],
    },
  },
  {
    files: ['plugins/**/*.{ts,tsx,mjs,cjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {patterns: [{regex: '(^|/)src/', message: WALL('plugins/', 'src/')}]},
      ],
    },
  },
  {
    files: ['shared/**/*.ts'],
    ignores: ['shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {regex: '(^|/)(plugins|src)/', message: 'shared/ imports neither plugins/ nor src/.'},
            {
              regex: '^@site/',
              message: 'shared/ uses relative imports: plugins load it without the @site alias.',
            },
            {regex: '^node:', message: 'shared/ also runs in the browser: no Node modules.'},
          ],
        },
      ],
    },
  },
  // Bundler loaders are CommonJS: the bundler requires them directly.
  {
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs', globals: globals.node},
  },
);

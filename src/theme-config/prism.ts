import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * Code themes whose token colours pass WCAG AA (4.5:1) on their own backgrounds.
 * The stock GitHub theme's comments (#999988) and some punctuation fail on white.
 */
export const prismLight: PrismTheme = {
  ...themes.github,
  plain: {color: '#24292f', backgroundColor: '#f6f8fa'},
  styles: [
    ...themes.github.styles,
    {
      types: ['comment', 'prolog', 'doctype', 'cdata'],
      style: {color: '#57606a', fontStyle: 'italic'},
    },
    {types: ['punctuation', 'operator'], style: {color: '#24292f'}},
    {types: ['string', 'attr-value', 'char'], style: {color: '#0a3069'}},
    {types: ['number', 'boolean', 'constant'], style: {color: '#0550ae'}},
    {types: ['keyword', 'selector', 'atrule'], style: {color: '#a40e26'}},
    {types: ['function', 'class-name'], style: {color: '#6639ba'}},
    {types: ['property', 'variable', 'tag'], style: {color: '#0b4f3c'}},
  ],
};

export const prismDark: PrismTheme = {
  ...themes.vsDark,
  plain: {color: '#e6edf3', backgroundColor: '#161b22'},
  styles: [
    ...themes.vsDark.styles,
    {
      types: ['comment', 'prolog', 'doctype', 'cdata'],
      style: {color: '#9ea7b3', fontStyle: 'italic'},
    },
  ],
};

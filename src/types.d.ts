// Side-effect style entry of @docsearch/react (its CSS), loaded with the search modal.
declare module '@docsearch/react/style';

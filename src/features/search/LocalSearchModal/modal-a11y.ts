/**
 * Accessibility fixes for the DocSearch 4.7 modal that its props cannot make
 * (algolia/docsearch#1370, #1491).
 *
 * DocSearch gives its full-screen container `role="button"` and `tabindex="0"` (it closes on a
 * click on the backdrop), so the whole modal is announced as one button that nests the search
 * box and every result, and nothing tells assistive technology that a modal dialog is open.
 * The container becomes the modal dialog instead, named by DocSearch's own "Search" label.
 * React leaves these attributes alone afterwards: DocSearch passes the same constant values on
 * every render, and React only writes attributes whose values change.
 */
export function makeModalDialog(container: Element): void {
  container.setAttribute('role', 'dialog');
  container.setAttribute('aria-modal', 'true');
  container.removeAttribute('tabindex');
  // Combobox attributes DocSearch spreads on the container; they mean nothing on a dialog.
  container.removeAttribute('aria-expanded');
  container.removeAttribute('aria-haspopup');
}

/**
 * While the modal is open the page behind it is inert: not focusable, not clickable and not
 * read by screen readers (so its landmarks do not mix with the modal's header and footer).
 */
export function setPageInert(inert: boolean): void {
  document.getElementById('__docusaurus')?.toggleAttribute('inert', inert);
}

/**
 * Whether the offline search modal is open, kept outside React components.
 *
 * The navbar, and the search button in it, is remounted when a navigation leaves one docs area
 * for another (each area's page renders its own layout). The modal is mounted once, from Root
 * (`LocalSearchModal`), and reads its state here, so a reader who opens the search again while
 * the chosen page is still loading keeps the modal and what they typed when that page renders.
 */
import type {DocSearchModal as DocSearchModalType} from '@docsearch/react/modal';

import type {createLocalSearchClient as CreateClient} from './client';

type SearchClient = ReturnType<typeof CreateClient>;

export type SearchModalState = {
  open: boolean;
  /** The index could not be loaded. */
  failed: boolean;
  /** Both set before `open` first becomes true. */
  Modal: typeof DocSearchModalType | null;
  client: SearchClient | null;
};

const CLOSED: SearchModalState = {open: false, failed: false, Modal: null, client: null};

let state = CLOSED;
const listeners = new Set<() => void>();
let button: HTMLButtonElement | null = null;

function update(patch: Partial<SearchModalState>): void {
  state = {...state, ...patch};
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getState = (): SearchModalState => state;
/** The server never renders the modal open. */
export const getServerState = (): SearchModalState => CLOSED;

let loading: Promise<boolean> | null = null;
let createClient: typeof CreateClient | null = null;

/**
 * Loads the modal's code and styles, and the search client's, on first hover, focus, touch or
 * click: none of it is in the code every page loads. The index and MiniSearch come later, in the
 * search worker, with the first query. Resolves to whether the code is in; it never rejects,
 * because its callers are event handlers with no one to catch.
 */
export function loadModal(): Promise<boolean> {
  loading ??= Promise.all([
    import('@docsearch/react/modal'),
    import('@docsearch/react/style'),
    import('./client'),
  ]).then(
    ([modal, , client]) => {
      createClient = client.createLocalSearchClient;
      update({Modal: modal.DocSearchModal});
      return true;
    },
    (error: unknown) => {
      // A chunk that failed to load (a network blip) is fetched again on the next try.
      loading = null;
      console.error(
        'The search modal could not be loaded; it is tried again on the next open.',
        error,
      );
      return false;
    },
  );
  return loading;
}

export function openSearch(baseUrl: string): void {
  void loadModal().then((loaded) => {
    if (!loaded) return;
    update({
      open: true,
      client: state.client ?? createClient!(baseUrl, (ok) => update({failed: !ok})),
    });
  });
}

/** Closes the modal; focus goes back to the search button (of the page now shown). */
export function closeSearch(): void {
  update({open: false});
  button?.focus();
}

/** Ref callback for the search button, so that closing the modal can focus the current one. */
export function searchButtonRef(element: HTMLButtonElement | null): () => void {
  button = element;
  return () => {
    if (button === element) button = null;
  };
}

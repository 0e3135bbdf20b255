import {describe, expect, it, vi} from 'vitest';

vi.mock('@docsearch/react/modal', () => ({DocSearchModal: () => null}));
vi.mock('@docsearch/react/style', () => ({}));
vi.mock('./client', () => ({createLocalSearchClient: vi.fn(() => ({search: vi.fn()}))}));

const {closeSearch, getState, openSearch, searchButtonRef, subscribe} =
  await import('./modal-state');
const {createLocalSearchClient} = await import('./client');

const fakeButton = () => ({focus: vi.fn()}) as unknown as HTMLButtonElement;

describe('search modal state', () => {
  it('opens once the modal code is in, with one client for every later opening', async () => {
    const seen: boolean[] = [];
    const unsubscribe = subscribe(() => seen.push(getState().open));
    openSearch('/');
    expect(getState().open).toBe(false);
    await vi.waitFor(() => expect(getState().open).toBe(true));
    expect(getState().Modal).not.toBeNull();
    const client = getState().client;
    closeSearch();
    openSearch('/');
    await vi.waitFor(() => expect(getState().open).toBe(true));
    expect(getState().client).toBe(client);
    expect(createLocalSearchClient).toHaveBeenCalledTimes(1);
    unsubscribe();
    closeSearch();
    expect(seen.at(-1)).toBe(true);
  });

  it('gives focus back to the button of the page now shown, whatever order refs change in', () => {
    // The navbar is remounted between docs areas, so two buttons' refs change in one commit:
    // the old button's cleanup must not forget the new one, in whichever order they run.
    const old = fakeButton();
    const detachOld = searchButtonRef(old);
    const current = fakeButton();
    searchButtonRef(current);
    detachOld();
    closeSearch();
    expect(current.focus).toHaveBeenCalledTimes(1);
    expect(old.focus).not.toHaveBeenCalled();
  });

  it('focuses nothing once the only button is gone', () => {
    const only = fakeButton();
    searchButtonRef(only)();
    closeSearch();
    expect(only.focus).not.toHaveBeenCalled();
  });
});

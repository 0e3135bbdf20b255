import {expect, it, vi} from 'vitest';

// The first load of the modal's chunks fails, as a network blip would make it.
const attempts = vi.hoisted(() => ({count: 0}));
vi.mock('@docsearch/react/modal', () => {
  attempts.count += 1;
  if (attempts.count === 1) throw new Error('chunk failed to load');
  return {DocSearchModal: () => null};
});
vi.mock('@docsearch/react/style', () => ({}));
vi.mock('./client', () => ({createLocalSearchClient: vi.fn(() => ({search: vi.fn()}))}));

const {getState, loadModal, openSearch} = await import('./modal-state');

it('a failed load of the modal is tried again on the next opening, not kept', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  await expect(loadModal()).resolves.toBe(false);
  expect(error).toHaveBeenCalledTimes(1);
  openSearch('/');
  await vi.waitFor(() => expect(getState().open).toBe(true));
  expect(attempts.count).toBe(2);
});

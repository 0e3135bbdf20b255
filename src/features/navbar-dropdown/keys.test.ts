import {describe, expect, test} from 'vitest';

import {dropdownKeyAction} from './keys';

describe('dropdownKeyAction', () => {
  test('Enter and Space toggle the menu from the button only', () => {
    expect(dropdownKeyAction('Enter', false, -1, 3)).toEqual({type: 'toggle'});
    expect(dropdownKeyAction(' ', true, -1, 3)).toEqual({type: 'toggle'});
    // On an item, Enter follows the link and Space does nothing special.
    expect(dropdownKeyAction('Enter', true, 1, 3)).toEqual({type: 'none'});
    expect(dropdownKeyAction(' ', true, 1, 3)).toEqual({type: 'none'});
  });

  test('Escape closes an open menu, from the button or an item', () => {
    expect(dropdownKeyAction('Escape', true, -1, 3)).toEqual({type: 'close'});
    expect(dropdownKeyAction('Escape', true, 2, 3)).toEqual({type: 'close'});
    expect(dropdownKeyAction('Escape', false, -1, 3)).toEqual({type: 'none'});
  });

  test('the arrows open from the button onto the first or last item, and wrap', () => {
    expect(dropdownKeyAction('ArrowDown', false, -1, 3)).toEqual({type: 'focus', index: 0});
    expect(dropdownKeyAction('ArrowUp', false, -1, 3)).toEqual({type: 'focus', index: 2});
    expect(dropdownKeyAction('ArrowDown', true, 0, 3)).toEqual({type: 'focus', index: 1});
    expect(dropdownKeyAction('ArrowDown', true, 2, 3)).toEqual({type: 'focus', index: 0});
    expect(dropdownKeyAction('ArrowUp', true, 0, 3)).toEqual({type: 'focus', index: 2});
  });

  test('Home and End jump within the menu', () => {
    expect(dropdownKeyAction('Home', true, 2, 3)).toEqual({type: 'focus', index: 0});
    expect(dropdownKeyAction('End', true, 0, 3)).toEqual({type: 'focus', index: 2});
    expect(dropdownKeyAction('Home', false, -1, 3)).toEqual({type: 'none'});
  });

  test('an empty menu and other keys do nothing', () => {
    expect(dropdownKeyAction('ArrowDown', false, -1, 0)).toEqual({type: 'none'});
    expect(dropdownKeyAction('End', true, -1, 0)).toEqual({type: 'none'});
    expect(dropdownKeyAction('a', true, 0, 3)).toEqual({type: 'none'});
    expect(dropdownKeyAction('Tab', true, 0, 3)).toEqual({type: 'none'});
  });
});

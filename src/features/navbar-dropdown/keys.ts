/**
 * Keyboard model of a navbar dropdown (the disclosure pattern of a site navigation menu):
 * Enter or Space on the button toggles the menu; the arrow keys, Home and End move between its
 * items (opening it from the button); Escape closes it and returns focus to the button. Tab
 * moves on as usual, and leaving the dropdown closes it.
 */
export type DropdownKeyAction =
  {type: 'toggle'} | {type: 'close'} | {type: 'focus'; index: number} | {type: 'none'};

/**
 * What a key does, given whether the menu is open, which item has focus (-1: the button) and
 * how many items the menu has.
 */
export function dropdownKeyAction(
  key: string,
  open: boolean,
  current: number,
  count: number,
): DropdownKeyAction {
  const onButton = current < 0;
  switch (key) {
    case 'Enter':
    case ' ':
      return onButton ? {type: 'toggle'} : {type: 'none'};
    case 'Escape':
      return open ? {type: 'close'} : {type: 'none'};
    case 'ArrowDown':
      if (count === 0) return {type: 'none'};
      return {type: 'focus', index: onButton ? 0 : (current + 1) % count};
    case 'ArrowUp':
      if (count === 0) return {type: 'none'};
      return {type: 'focus', index: onButton ? count - 1 : (current - 1 + count) % count};
    case 'Home':
      return onButton || count === 0 ? {type: 'none'} : {type: 'focus', index: 0};
    case 'End':
      return onButton || count === 0 ? {type: 'none'} : {type: 'focus', index: count - 1};
    default:
      return {type: 'none'};
  }
}

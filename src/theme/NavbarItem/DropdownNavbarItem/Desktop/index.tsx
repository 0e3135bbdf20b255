/**
 * The desktop navbar dropdown (ejected from theme-classic 3.10.2; not a wrap, because the open
 * state is internal). Our change: the full keyboard model of src/features/navbar-dropdown/keys.ts
 * (arrow keys, Home, End, and Escape returning focus to the button) in place of the stock
 * Enter/Space toggle. Markup and classes are the stock ones.
 */
import {useEffect, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import {flushSync} from 'react-dom';
import clsx from 'clsx';
import NavbarNavLink from '@theme/NavbarItem/NavbarNavLink';
import NavbarItem from '@theme/NavbarItem';
import type {Props} from '@theme/NavbarItem/DropdownNavbarItem/Desktop';

import {dropdownKeyAction} from '@site/src/features/navbar-dropdown/keys';

export default function DropdownNavbarItemDesktop({
  items,
  position,
  className,
  // Used by the mobile variant only.
  onClick: _onClick,
  ...props
}: Props): ReactNode {
  const dropdownRef = useRef<HTMLDivElement>(null);
  const [showDropdown, setShowDropdown] = useState(false);

  useEffect(() => {
    const handleClickOutside = (event: MouseEvent | TouchEvent | FocusEvent) => {
      if (!dropdownRef.current || dropdownRef.current.contains(event.target as Node)) {
        return;
      }
      setShowDropdown(false);
    };

    document.addEventListener('mousedown', handleClickOutside);
    document.addEventListener('touchstart', handleClickOutside);
    document.addEventListener('focusin', handleClickOutside);

    return () => {
      document.removeEventListener('mousedown', handleClickOutside);
      document.removeEventListener('touchstart', handleClickOutside);
      document.removeEventListener('focusin', handleClickOutside);
    };
  }, [dropdownRef]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const root = dropdownRef.current;
    if (!root) return;
    const button = root.querySelector<HTMLElement>(':scope > .navbar__link');
    const menuItems = Array.from(root.querySelectorAll<HTMLElement>('.dropdown__menu a[href]'));
    const current = menuItems.indexOf(document.activeElement as HTMLElement);
    const action = dropdownKeyAction(event.key, showDropdown, current, menuItems.length);
    if (action.type === 'none') return;
    event.preventDefault();
    if (action.type === 'toggle') {
      setShowDropdown(!showDropdown);
    } else if (action.type === 'close') {
      setShowDropdown(false);
      button?.focus();
    } else {
      // The menu must be shown (visible) before one of its items can take focus.
      flushSync(() => setShowDropdown(true));
      menuItems[action.index]?.focus();
    }
  };

  return (
    <div
      ref={dropdownRef}
      className={clsx('navbar__item', 'dropdown', 'dropdown--hoverable', {
        'dropdown--right': position === 'right',
        'dropdown--show': showDropdown,
      })}
      onKeyDown={onKeyDown}
    >
      <NavbarNavLink
        aria-haspopup="true"
        aria-expanded={showDropdown}
        role="button"
        // A hash keeps the <a> focusable when it has no link target (facebook/docusaurus#6003).
        href={props.to ? undefined : '#'}
        className={clsx('navbar__link', className)}
        {...props}
        onClick={props.to ? undefined : (e) => e.preventDefault()}
      >
        {props.children ?? props.label}
      </NavbarNavLink>
      <ul className="dropdown__menu">
        {items.map((childItemProps, i) => (
          <NavbarItem
            isDropdownItem
            activeClassName="dropdown__link--active"
            {...childItemProps}
            key={i}
          />
        ))}
      </ul>
    </div>
  );
}

import { Menu, type MenuProps } from '@mantine/core';
import { useState } from 'react';
import { useSwallowOutsideClick } from '../lib/use-swallow-outside-click';

/**
 * Mantine's Menu, closed by a tap outside without that tap also pressing what lies underneath.
 * Use it for every menu; its parts stay Menu.Target, Menu.Dropdown, Menu.Item.
 */
export function AppMenu({ onChange, ...props }: MenuProps) {
  const [opened, setOpened] = useState(props.defaultOpened ?? false);
  useSwallowOutsideClick(props.opened ?? opened);
  return (
    <Menu
      {...props}
      onChange={(next) => {
        setOpened(next);
        onChange?.(next);
      }}
    />
  );
}

import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';

type TriggerProps = ActionIconProps & ComponentPropsWithRef<'button'> & { title: string };

/**
 * The '…' button of a song. The same button stands alone before the menu's code has loaded and
 * inside the menu afterwards, so the card never changes its look.
 */
export function SongMenuTrigger({ title, ...props }: TriggerProps) {
  return (
    <ActionIcon
      variant="white"
      color="gray.7"
      size="md"
      aria-label={`Más opciones de ${title}`}
      aria-haspopup="menu"
      {...props}
    >
      <IconDots size={20} aria-hidden />
    </ActionIcon>
  );
}

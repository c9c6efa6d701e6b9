import { ActionIcon } from '@mantine/core';
import { IconPlaylistAdd } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import type { Song } from '../../../../domain/api';

/** A song's 'add to playlist' button: alone until pressed, then the target of its menu. */
export function AddToPlaylistButton({
  song,
  ...props
}: { song: Song } & Omit<ComponentPropsWithRef<'button'>, 'color'>) {
  return (
    <ActionIcon
      variant="white"
      color="gray.7"
      size="md"
      aria-label={`Añadir ${song.title} a una playlist`}
      {...props}
    >
      <IconPlaylistAdd size={20} />
    </ActionIcon>
  );
}

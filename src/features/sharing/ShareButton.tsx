import { Button } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { SHARE_TEXTS, type ShareTarget, shareLink } from './share';

/** 'Compartir' on a playlist or a creator's profile (songs share from their menu). */
export function ShareButton({ target }: { target: ShareTarget }) {
  return (
    <Button
      variant="light"
      size="compact-md"
      leftSection={<IconShare size={16} aria-hidden />}
      onClick={() => void shareLink(target)}
    >
      {SHARE_TEXTS.button}
    </Button>
  );
}

import { Button } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useLocation, useRouter } from '@tanstack/react-router';
import { FOLLOW_TEXTS } from '../../../../domain/follow-texts';
import { askVisitorToSignIn } from '../sign-in-first';

/**
 * 'Seguir' as a visitor sees it where a page is often someone's first (a song shared by link): no
 * count, no offline queue and none of their code, only the press that asks to sign in first.
 */
export function VisitorFollowButton({ name }: { creatorId: number; name: string }) {
  const router = useRouter();
  const location = useLocation();
  return (
    <Button
      variant="filled"
      size="compact-md"
      leftSection={<IconUserPlus size={16} aria-hidden />}
      aria-label={FOLLOW_TEXTS.followName(name)}
      aria-pressed={false}
      onClick={() => void askVisitorToSignIn(router, location.href)}
    >
      {FOLLOW_TEXTS.follow}
    </Button>
  );
}

import { Button, Group, Stack, Text } from '@mantine/core';
import { IconUserCheck, IconUserPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useRouter } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { FOLLOW_TEXTS } from '../../../../domain/follow-texts';
import { db } from '../../../lib/db';
import { notify } from '../../../lib/notify';
import { usePersistedQuery } from '../../../lib/persisted-query';
import { useSessionUser } from '../../auth/session-store';
import { onFollowAnswer } from '../../library-sync/follow-answers';
import { ChangeRefused, makeChange, startLibrarySync } from '../../library-sync/sync';
import { FOLLOW_KINDS } from '../../offline-queue/library-changes';
import { PushOffer, shouldOfferPush } from '../../push/components/PushOffer';
import { followStateQueryOptions, keepFollowState } from '../api';
import { askVisitorToSignIn } from '../sign-in-first';

/** This person's follow presses for this creator that the server has not taken yet. */
function waitingFollows(ownerId: number, creatorId: number) {
  return db.offlineQueue
    .where('kind')
    .anyOf([...FOLLOW_KINDS])
    .filter(
      (entry) =>
        entry.ownerId === ownerId &&
        (entry.payload as { creatorId?: number }).creatorId === creatorId,
    );
}

interface FollowButtonProps {
  creatorId: number;
  /** The creator's display name, for the button's accessible name and a refusal. */
  name: string;
}

/**
 * 'Seguir' / 'Siguiendo' and the follower count on a creator's profile (docs/product.md "Seguir y
 * Novedades"). The press shows at once and travels through the offline queue, so it works without
 * a connection; a refusal is undone and said. A visitor is asked to sign in and comes back here.
 * The creator sees their own count, without the button.
 */
export function FollowButton({ creatorId, name }: FollowButtonProps) {
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const router = useRouter();
  const location = useLocation();
  const query = usePersistedQuery(followStateQueryOptions(creatorId));
  // Offered once on this device, after a follow the person just made (never on load).
  const [offerPush, setOfferPush] = useState(false);
  const userId = user?.credentials_id;
  useEffect(() => {
    if (userId !== undefined) startLibrarySync();
  }, [userId]);
  // What the person did that the server has not taken yet (offline, or on its way) is shown over
  // the server's answer: the queue holds it, so a reload, a refusal (the entry goes) and a
  // replay all show what is true.
  const waiting = useLiveQuery(
    () => (userId === undefined ? [] : waitingFollows(userId, creatorId).toArray()),
    [userId, creatorId],
  );
  // The answer to a press the queue sent is where things stand; it is in place before the entry
  // leaves the queue, so the button never shows the state from before the press again. Asking the
  // server afterwards instead raced the press (an older answer could land last).
  useEffect(
    () =>
      onFollowAnswer((answer) => {
        if (answer.creator_id === creatorId) keepFollowState(queryClient, answer);
      }),
    [queryClient, creatorId],
  );

  const serverFollowing = query.data?.following ?? false;
  const lastWaiting = waiting?.at(-1)?.kind;
  const following = lastWaiting ? lastWaiting === 'follow' : serverFollowing;
  const serverCount = query.data?.followers ?? null;
  const followers =
    serverCount === null
      ? null
      : Math.max(0, serverCount + (following === serverFollowing ? 0 : following ? 1 : -1));

  const toggle = async () => {
    if (!user) {
      await askVisitorToSignIn(router, location.href);
      return;
    }
    const follows = !following;
    try {
      await makeChange({ kind: follows ? 'follow' : 'unfollow', creatorId, name });
    } catch (error) {
      // A refusal already told the person, and its entry left the queue.
      if (!(error instanceof ChangeRefused)) notify('error', FOLLOW_TEXTS.failed);
      return;
    }
    if (follows && (await shouldOfferPush())) setOfferPush(true);
  };

  const own = userId === creatorId;
  const button = (
    <Group gap="sm" wrap="nowrap">
      {!own && (
        <Button
          variant={following ? 'light' : 'filled'}
          size="compact-md"
          leftSection={
            following ? (
              <IconUserCheck size={16} aria-hidden />
            ) : (
              <IconUserPlus size={16} aria-hidden />
            )
          }
          aria-label={following ? FOLLOW_TEXTS.unfollowName(name) : FOLLOW_TEXTS.followName(name)}
          aria-pressed={following}
          onClick={() => void toggle()}
        >
          {following ? FOLLOW_TEXTS.following : FOLLOW_TEXTS.follow}
        </Button>
      )}
      {followers !== null && (
        <Text size="sm" c="dimmed">
          {FOLLOW_TEXTS.followers(followers)}
        </Text>
      )}
    </Group>
  );
  if (!offerPush) return button;
  return (
    <Stack gap="xs">
      {button}
      <PushOffer onClose={() => setOfferPush(false)} />
    </Stack>
  );
}

import { Text, Title } from '@mantine/core';
import { FOLLOW_TEXTS } from '../../../../domain/follow-texts';
import { CardGrid } from '../../../components/lists/CardGrid';
import classes from '../../../components/lists/FilteredListPage.module.css';
import { usePersistedQuery } from '../../../lib/persisted-query';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { FollowedCreatorCard } from '../../creators/components/CreatorCard';
import { followedQueryOptions } from '../api';

/**
 * 'Siguiendo' in the library (docs/product.md "Seguir y Novedades"): the creators the person
 * follows, the most recently followed first; kept on the device, so it opens offline. It sits
 * below every liked song: its cards are asked for and drawn as the person scrolls near it, not
 * among the library's first tasks (about 100 ms of Lighthouse's blocking time on /Library).
 */
export function FollowedCreators({ userId }: { userId: number }) {
  const [near, sectionRef] = useNearViewport<HTMLElement>();
  return (
    <section ref={sectionRef} aria-labelledby="biblioteca-siguiendo">
      <Title order={2} id="biblioteca-siguiendo" className={classes.heading}>
        {FOLLOW_TEXTS.followingHeading}
      </Title>
      {near && <FollowedGrid userId={userId} />}
    </section>
  );
}

function FollowedGrid({ userId }: { userId: number }) {
  const query = usePersistedQuery(followedQueryOptions(userId));
  if (query.status === 'error') return <Text c="dimmed">{FOLLOW_TEXTS.followingEmpty}</Text>;
  if (query.status !== 'success') return null;
  return (
    <CardGrid
      items={query.data.items}
      label={FOLLOW_TEXTS.followingHeading}
      empty={FOLLOW_TEXTS.followingEmpty}
      getKey={(creator) => creator.user_id}
      renderItem={(creator) => <FollowedCreatorCard creator={creator} />}
    />
  );
}

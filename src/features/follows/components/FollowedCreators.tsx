import { Text, Title } from '@mantine/core';
import { FOLLOW_TEXTS } from '../../../../domain/follow-texts';
import { CardGrid } from '../../../components/lists/CardGrid';
import classes from '../../../components/lists/FilteredListPage.module.css';
import { usePersistedQuery } from '../../../lib/persisted-query';
import { FollowedCreatorCard } from '../../creators/components/CreatorCard';
import { followedQueryOptions } from '../api';

/**
 * 'Siguiendo' in the library (docs/product.md "Seguir y Novedades"): the creators the person
 * follows, the most recently followed first; kept on the device, so it opens offline.
 */
export function FollowedCreators({ userId }: { userId: number }) {
  const query = usePersistedQuery(followedQueryOptions(userId));
  return (
    <section aria-labelledby="biblioteca-siguiendo">
      <Title order={2} id="biblioteca-siguiendo" className={classes.heading}>
        {FOLLOW_TEXTS.followingHeading}
      </Title>
      {query.status === 'error' && <Text c="dimmed">{FOLLOW_TEXTS.followingEmpty}</Text>}
      {query.status === 'success' && (
        <CardGrid
          items={query.data.items}
          label={FOLLOW_TEXTS.followingHeading}
          empty={FOLLOW_TEXTS.followingEmpty}
          getKey={(creator) => creator.user_id}
          renderItem={(creator) => <FollowedCreatorCard creator={creator} />}
        />
      )}
    </section>
  );
}

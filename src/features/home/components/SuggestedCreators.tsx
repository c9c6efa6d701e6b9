import { memo } from 'react';
import type { CreatorStats } from '../../../../domain/api';
import { homeRowSize } from '../../../../domain/row-sizes';
import { CardRow, PlaceholderRow } from '../../../components/CardRow';
import { CardSkeleton } from '../../../components/CardSkeleton';
import { errorText } from '../../../lib/api-errors';
import { CREATOR_CARD_LINES, CreatorCard } from '../../creators/components/CreatorCard';
import { type RowQuery, useDrawnQuery } from '../drawn-query';
import { useSuggestedCreators } from '../queries';
import type { HomeViewport } from '../use-viewport';
import { HomeSection } from './HomeSection';

/** Spec section 8 creator texts. */
const texts = {
  loading: 'Cargando compositores...',
  empty: 'No hay compositores disponibles.',
  error: () => 'Hubo un problema al cargar los creadores.',
};

export function SuggestedCreators({ viewport }: { viewport: HomeViewport }) {
  return <CreatorsRow query={useDrawnQuery(useSuggestedCreators())} viewport={viewport} />;
}

const CreatorsRow = memo(function CreatorsRow({
  query,
  viewport,
}: {
  query: RowQuery<CreatorStats[]>;
  viewport: HomeViewport;
}) {
  const size = homeRowSize(viewport);
  const creators = query.data ?? [];
  return (
    <HomeSection
      id="creadores-sugeridos"
      title="Creadores Sugeridos"
      texts={texts}
      status={query.status}
      errorMessage={query.error ? errorText(query.error) : undefined}
      isEmpty={creators.length === 0}
      placeholder={
        <PlaceholderRow
          size={size}
          scroll={viewport.narrow}
          card={<CardSkeleton round lines={CREATOR_CARD_LINES} />}
        />
      }
    >
      <CardRow
        items={creators}
        size={size}
        scroll={viewport.narrow}
        label="Creadores Sugeridos"
        getKey={(creator) => creator.user_id}
        renderItem={(creator) => <CreatorCard creator={creator} />}
      />
    </HomeSection>
  );
});

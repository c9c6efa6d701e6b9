import { Stack } from '@mantine/core';
import { Suspense } from 'react';
import { lazyTracked } from '../../lib/lazy-tracked';
import { isListener, useSessionUser } from '../auth/session-store';
import { ForYouRow } from './components/ForYouRow';
import { HeroCarousel } from './components/HeroCarousel';
import { NovedadesRow } from './components/NovedadesRow';
import { SeasonalPlaylists } from './components/SeasonalPlaylists';
import { SongsSection } from './components/SongsSection';
import { SuggestedCreators } from './components/SuggestedCreators';
import { TopSongs } from './components/TopSongs';
import { useDrawnQuery } from './drawn-query';
import classes from './HomePage.module.css';
import { useRecentSongs, useRecommendedSongs } from './queries';
import { type HomeViewport, useHomeViewport } from './use-viewport';

// Listeners only: a first visit never downloads it.
const RecentlyPlayed = lazyTracked(async () => ({
  default: (await import('./components/RecentlyPlayed')).RecentlyPlayed,
}));

interface RowProps {
  viewport: HomeViewport;
}

// Each row asks for its own songs, so an answer redraws that row, not the whole home (at start-up
// every answer redrew every card, in tasks of up to 250 ms at 4× CPU).
function RecommendedSongs({ viewport }: RowProps) {
  return (
    <SongsSection
      id="canciones-recomendadas"
      title="Canciones Recomendadas"
      empty="Todavía no hay canciones recomendadas."
      query={useDrawnQuery(useRecommendedSongs())}
      viewport={viewport}
      morePath="/RecommendedSongs"
    />
  );
}

function RecentSongs({ viewport }: RowProps) {
  return (
    <SongsSection
      id="subidas-recientemente"
      title="Subidas recientemente"
      empty="No se han subido canciones en los últimos 3 días."
      query={useDrawnQuery(useRecentSongs())}
      viewport={viewport}
      morePath="/RecentlyUploaded"
    />
  );
}

/**
 * Spec section 2 home: carousel, suggested creators, recommended and recent songs with their full
 * lists, the seasonal playlists, and for listeners the most liked songs. A signed-in person also
 * gets 'Para ti' above the random row, and 'Novedades' (the creators they follow) last.
 */
export function HomePage() {
  const viewport = useHomeViewport();
  const user = useSessionUser();
  const listener = isListener(user);
  return (
    <Stack gap={40} className={classes.page}>
      <h1 className={classes.srOnly}>Inicio</h1>
      <HeroCarousel />
      <SuggestedCreators viewport={viewport} />
      {/* Drawn with the home (not lazily), so its place is kept from the first frame. */}
      {user && <ForYouRow userId={user.credentials_id} viewport={viewport} />}
      <RecommendedSongs viewport={viewport} />
      <RecentSongs viewport={viewport} />
      <SeasonalPlaylists viewport={viewport} />
      {listener && (
        <Suspense fallback={null}>
          <RecentlyPlayed viewport={viewport} />
        </Suspense>
      )}
      {listener && <TopSongs viewport={viewport} />}
      {/* Last: most people follow nobody yet, and a row that goes once the empty feed is known
          moves nothing below it but the footer. */}
      {user && <NovedadesRow userId={user.credentials_id} viewport={viewport} />}
    </Stack>
  );
}

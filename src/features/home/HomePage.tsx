import { Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { isListener, useSessionUser } from '../auth/session-store';
import { HeroCarousel } from './components/HeroCarousel';
import { SeasonalPlaylists } from './components/SeasonalPlaylists';
import { SongsSection } from './components/SongsSection';
import { SuggestedCreators } from './components/SuggestedCreators';
import { TopSongs } from './components/TopSongs';
import classes from './HomePage.module.css';
import { useRecentSongs, useRecommendedSongs } from './queries';
import { useHomeViewport } from './use-viewport';

// Listeners only: a first visit never downloads it.
const RecentlyPlayed = lazy(async () => ({
  default: (await import('./components/RecentlyPlayed')).RecentlyPlayed,
}));

/**
 * Spec section 2 home: carousel, suggested creators, recommended and recent songs with their full
 * lists, the seasonal playlists, and for listeners the most liked songs.
 */
export function HomePage() {
  const viewport = useHomeViewport();
  const recommended = useRecommendedSongs();
  const recent = useRecentSongs();
  const listener = isListener(useSessionUser());
  return (
    <Stack gap={40} className={classes.page}>
      <h1 className={classes.srOnly}>Inicio</h1>
      <HeroCarousel />
      <SuggestedCreators viewport={viewport} />
      <SongsSection
        id="canciones-recomendadas"
        title="Canciones Recomendadas"
        empty="Todavía no hay canciones recomendadas."
        query={recommended}
        viewport={viewport}
        morePath="/RecommendedSongs"
      />
      <SongsSection
        id="subidas-recientemente"
        title="Subidas recientemente"
        empty="No se han subido canciones en los últimos 3 días."
        query={recent}
        viewport={viewport}
        morePath="/RecentlyUploaded"
      />
      <SeasonalPlaylists viewport={viewport} />
      {listener && (
        <Suspense fallback={null}>
          <RecentlyPlayed viewport={viewport} />
        </Suspense>
      )}
      {listener && <TopSongs viewport={viewport} />}
    </Stack>
  );
}

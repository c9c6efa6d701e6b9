import { Title } from '@mantine/core';
import classes from './Onboarding.module.css';

/**
 * /FormFirstSong: where a new composer uploads a first song (spec section 2). The upload form of
 * the songs issue goes inside this section, under the heading.
 */
export function FirstSongPage() {
  return (
    <section className={classes.wide} aria-labelledby="primera-cancion">
      <Title order={1} id="primera-cancion">
        Sube tu primera canción
      </Title>
    </section>
  );
}

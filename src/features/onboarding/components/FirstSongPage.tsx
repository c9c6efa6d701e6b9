import { Paper, Title } from '@mantine/core';
import { UploadSongForm } from '../../songs/form/UploadSongForm';
import classes from './Onboarding.module.css';

/**
 * /FormFirstSong: where a new composer uploads a first song (spec section 2): the upload form
 * under the heading 'Sube tu primera canción'; success goes home like any upload.
 */
export function FirstSongPage() {
  return (
    <section className={classes.wide} aria-labelledby="primera-cancion">
      <Title order={1} id="primera-cancion" mb="md">
        Sube tu primera canción
      </Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
        <UploadSongForm />
      </Paper>
    </section>
  );
}

import { Anchor, Paper, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { isAdminUser, isComposer, useSessionUser } from '../../auth/session-store';
import { UploadSongForm } from './UploadSongForm';
import classes from './UploadSongPage.module.css';

/** Who may not save on the public /repertoire form, and what they can do about it. */
function BlockedNotice({ signedIn }: { signedIn: boolean }) {
  return (
    <Text role="note" size="sm" className={classes.blocked}>
      {signedIn ? (
        'Solo los artistas pueden subir canciones.'
      ) : (
        <>
          Para subir canciones,{' '}
          <Anchor component={Link} to="/LoginPageV1" fw={700}>
            inicia sesión
          </Anchor>{' '}
          con tu cuenta de artista.
        </>
      )}
    </Text>
  );
}

/** /uploadSong and /repertoire (spec section 2): the song upload form on its own page. */
export function UploadSongPage() {
  const user = useSessionUser();
  const allowed = isComposer(user) || isAdminUser(user);
  return (
    <section className={classes.page} aria-labelledby="subir-cancion">
      <Title order={1} id="subir-cancion" className={classes.title}>
        Subir canción
      </Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
        <UploadSongForm
          blocked={allowed ? undefined : <BlockedNotice signedIn={user !== null} />}
        />
      </Paper>
    </section>
  );
}

import { Anchor, Paper, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { TERMS_PATH } from '../../../../domain/terms-texts';
import { isAdminUser, isComposer, useSessionUser } from '../../auth/session-store';
import { UploadSongForm } from './UploadSongForm';
import classes from './UploadSongPage.module.css';

type Blocked = 'visitor' | 'notCreator' | 'terms';

/** Who may not save on the public /repertoire form, and what they can do about it. */
function BlockedNotice({ reason }: { reason: Blocked }) {
  return (
    <Text role="note" size="sm" className={classes.blocked}>
      {reason === 'notCreator' ? (
        'Solo los artistas pueden subir canciones.'
      ) : reason === 'terms' ? (
        <>
          Antes de publicar,{' '}
          <Anchor component={Link} to={TERMS_PATH} fw={700}>
            lee y acepta los términos y condiciones
          </Anchor>
          .
        </>
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
  const blocked: Blocked | null = !user
    ? 'visitor'
    : !isComposer(user) && !isAdminUser(user)
      ? 'notCreator'
      : user.terms_accepted
        ? null
        : 'terms';
  return (
    <section className={classes.page} aria-labelledby="subir-cancion">
      <Title order={1} id="subir-cancion" className={classes.title}>
        Subir canción
      </Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
        <UploadSongForm blocked={blocked ? <BlockedNotice reason={blocked} /> : undefined} />
      </Paper>
    </section>
  );
}

import { Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { Profile } from '../../../../domain/auth';
import { isVariant, type ProfileVariant, profileKindOf, profilePath } from '../profile-kind';
import { ProfileEditor } from './ProfileEditor';
import classes from './ProfileEditor.module.css';

export interface EditProfilePageProps {
  userId: number | null;
  /** /EditPerfil is the composer (or admin) editor, /EditPerfilUser the listener's. */
  variant: ProfileVariant;
}

/** /EditPerfil/{userId} and /EditPerfilUser/{userId}: the editor, then back to the profile. */
export function EditProfilePage({ userId, variant }: EditProfilePageProps) {
  const navigate = useNavigate();
  const profileHref = (profile?: Profile) => {
    const kind = profile ? profileKindOf(profile.roles) : variant;
    return profilePath(isVariant(kind) ? kind : variant, userId ?? 0);
  };
  return (
    <section className={classes.page} aria-labelledby="editar-perfil">
      <h1 className={classes.title} id="editar-perfil">
        Editar Perfil
      </h1>
      <Text c="dimmed" mb="lg">
        Tus datos se muestran en tu perfil público.
      </Text>
      <ProfileEditor
        userId={userId}
        onSaved={(saved) => void navigate({ href: profileHref(saved) })}
        onCancel={() => void navigate({ href: profileHref() })}
      />
    </section>
  );
}

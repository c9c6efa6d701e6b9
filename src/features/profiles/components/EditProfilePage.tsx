import { Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { Profile } from '../../../../domain/auth';
import { PRIVACY_TEXTS } from '../../../../domain/profile-texts';
import { isVariant, type ProfileVariant, profileKindOf, profilePath } from '../profile-kind';
import { ProfileEditor } from './ProfileEditor';
import classes from './ProfileEditor.module.css';

export interface EditProfilePageProps {
  userId: number | null;
  /** /EditPerfil is the composer (or admin) editor, /EditPerfilUser the listener's. */
  variant: ProfileVariant;
  /** /EditProfileAdmin: an admin edits someone's profile, then returns to the users table. */
  admin?: boolean;
}

/**
 * /EditPerfil/{userId} and /EditPerfilUser/{userId}: the editor, then back to the profile.
 * /EditProfileAdmin/{userId}: the same editor for any user, then back to /AdminPage.
 */
export function EditProfilePage({ userId, variant, admin = false }: EditProfilePageProps) {
  const navigate = useNavigate();
  const done = () => void navigate({ to: '/AdminPage' });
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
        {admin ? PRIVACY_TEXTS.someoneElsesProfile : PRIVACY_TEXTS.ownProfile}
      </Text>
      <ProfileEditor
        userId={userId}
        onSaved={admin ? done : (saved) => void navigate({ href: profileHref(saved) })}
        onCancel={admin ? done : () => void navigate({ href: profileHref() })}
      />
    </section>
  );
}

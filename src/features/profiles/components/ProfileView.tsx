import { Group, Loader, Text } from '@mantine/core';
import { Navigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { displayName } from '../../../../domain/display-name';
import { PROFILE_TEXTS } from '../../../../domain/profile-texts';
import { usePageTitle } from '../../../layout/page-title';
import { errorText, statusOf } from '../../../lib/api-errors';
import { usePersistedQuery } from '../../../lib/persisted-query';
import { isAdminUser, useSessionUser } from '../../auth/session-store';
import { FollowButton } from '../../follows/components/FollowButton';
import { ShareButton } from '../../sharing/ShareButton';
import { creatorShareTarget } from '../../sharing/targets';
import { profileQueryOptions } from '../api';
import { isVariant, type ProfileVariant, profileKindOf } from '../profile-kind';
import classes from './Profile.module.css';
import { ProfileDetails } from './ProfileDetails';
import { ProfileHero } from './ProfileHero';

export interface ProfileViewProps {
  /** null: the route's id is not an id at all. */
  userId: number | null;
  /**
   * The variant the route stands for. A person of the other kind is sent to their own profile
   * route (composer or admin → /ComposerPerfil, user → /UserPerfil).
   */
  expected?: ProfileVariant;
  /** Inside a page with its own h1 (settings). */
  nested?: boolean;
  /** A composer's row of songs, given by the page (the repertoire builds on profiles). */
  compositions?: (name: string) => ReactNode;
}

function NotFound() {
  return (
    <div className={classes.state} role="alert">
      <h1 className={classes.notFound}>{PROFILE_TEXTS.notFound}</h1>
    </div>
  );
}

function isNotFound(error: unknown): boolean {
  const status = statusOf(error);
  return status === 404 || status === 400;
}

function LoadedProfile({
  userId,
  expected,
  nested,
  compositions,
}: ProfileViewProps & { userId: number }) {
  const viewer = useSessionUser();
  const query = usePersistedQuery(profileQueryOptions(userId));
  // A profile shown inside another page (the repertoire) does not name the page.
  usePageTitle(query.data && !nested ? displayName(query.data) : null);

  if (query.status === 'pending') {
    return (
      <div className={classes.state} role="status">
        <Loader size="sm" aria-hidden />
        <Text>{PROFILE_TEXTS.loading}</Text>
      </div>
    );
  }
  if (query.status === 'error') {
    if (isNotFound(query.error)) return <NotFound />;
    return (
      <div className={classes.state} role="alert">
        <Text c="var(--tb-red-text)">{errorText(query.error)}</Text>
      </div>
    );
  }

  const profile = query.data;
  const kind = profileKindOf(profile.roles);
  if (expected && isVariant(kind) && kind !== expected) {
    const to = kind === 'composer' ? '/ComposerPerfil/$userId' : '/UserPerfil/$userId';
    return <Navigate to={to} params={{ userId: userId }} replace />;
  }
  const variant: ProfileVariant = isVariant(kind) ? kind : (expected ?? 'user');
  const isOwner = viewer?.credentials_id === userId;
  const name = displayName(profile);
  return (
    <article className={classes.page} aria-labelledby="perfil-nombre">
      <ProfileHero
        profile={profile}
        isOwner={isOwner}
        nested={nested}
        actions={
          variant === 'composer' && !nested ? (
            <Group gap="sm">
              <FollowButton creatorId={userId} name={name} />
              <ShareButton target={creatorShareTarget(userId, name)} extras />
            </Group>
          ) : undefined
        }
      />
      <ProfileDetails profile={profile} showEmail={isOwner || isAdminUser(viewer)} />
      {variant === 'composer' && <div className={classes.compositions}>{compositions?.(name)}</div>}
    </article>
  );
}

/** Spec section 2 profile page: 'Cargando...', then the profile or 'Usuario no encontrado'. */
export function ProfileView({ userId, ...rest }: ProfileViewProps) {
  if (userId === null) return <NotFound />;
  return <LoadedProfile userId={userId} {...rest} />;
}

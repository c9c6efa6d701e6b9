import { Badge, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import type { Profile } from '../../../../domain/auth';
import { DEFAULT_AVATAR, DEFAULT_BANNER } from '../../../../domain/default-images';
import { displayName } from '../../../../domain/display-name';
import { FallbackImage } from '../../../components/FallbackImage';
import { useOnline } from '../../../lib/use-online';
import { ErrorList } from '../../auth/components/ErrorList';
import { roleLabel } from '../profile-kind';
import { type ImageField, useImageChange } from '../use-image-change';
import { ImageModal } from './ImageModal';
import { AvatarHint, ChangeHint, ImageSlot } from './ImageSlot';
import classes from './Profile.module.css';

export const IMAGE_TEXTS = {
  changeBanner: 'Cambiar portada',
  changeAvatar: 'Cambiar foto de perfil',
  enlargeBanner: 'Ampliar portada',
  enlargeAvatar: 'Ampliar foto de perfil',
  bannerTitle: 'Portada',
  avatarTitle: 'Foto de perfil',
  uploading: 'Subiendo imagen...',
  // DECISIONS "Offline-first": uploading needs a connection, said before anything is tried.
  offline: 'Sin conexión: cambiar la imagen necesita conexión a internet.',
} as const;

export interface ProfileHeroProps {
  profile: Profile;
  /** The person looking is the owner (spec section 6: credentials_id equals the viewed id). */
  isOwner: boolean;
  /** The page has its own h1 (settings): the name is then a second-level heading. */
  nested?: boolean;
  /** Buttons under the name ('Compartir' on a creator's page). */
  actions?: ReactNode;
}

/** Banner, avatar (default when none), display name or 'Desconocido', role and nationality. */
export function ProfileHero({ profile, isOwner, nested = false, actions }: ProfileHeroProps) {
  const Heading = nested ? 'h2' : 'h1';
  const name = displayName(profile);
  const online = useOnline();
  const images = useImageChange(profile.user_id);
  const [enlarged, setEnlarged] = useState<ImageField | null>(null);

  const pickFor = (field: ImageField) =>
    isOwner ? (file: File) => images.change({ field, file }) : null;
  const offlineReason = () => (online ? null : IMAGE_TEXTS.offline);
  const blocked = (reason: string) => images.showMessages([reason]);

  return (
    <header className={classes.hero}>
      <ImageSlot
        label={isOwner ? IMAGE_TEXTS.changeBanner : IMAGE_TEXTS.enlargeBanner}
        className={classes.bannerFrame}
        onPick={pickFor('bannerImage')}
        onEnlarge={() => setEnlarged('bannerImage')}
        blockedReason={offlineReason}
        onBlocked={blocked}
        busy={images.pendingField === 'bannerImage'}
        hint={<ChangeHint text={IMAGE_TEXTS.changeBanner} />}
      >
        <FallbackImage
          src={profile.bannerImage}
          fallback={DEFAULT_BANNER}
          className={classes.bannerImage}
          alt=""
          loading="eager"
        />
      </ImageSlot>

      <div className={classes.identity}>
        <ImageSlot
          label={isOwner ? IMAGE_TEXTS.changeAvatar : IMAGE_TEXTS.enlargeAvatar}
          className={classes.avatarWrap}
          onPick={pickFor('userImageUrl')}
          onEnlarge={() => setEnlarged('userImageUrl')}
          blockedReason={offlineReason}
          onBlocked={blocked}
          busy={images.pendingField === 'userImageUrl'}
          hint={<AvatarHint />}
        >
          <FallbackImage
            src={profile.userImageUrl}
            fallback={DEFAULT_AVATAR}
            className={classes.avatar}
            alt={`Foto de perfil de ${name}`}
            width={136}
            height={136}
            loading="eager"
          />
        </ImageSlot>
        <div className={classes.names}>
          <Heading className={classes.name} id="perfil-nombre">
            {name}
          </Heading>
          <div>
            <Badge color="tamboraBlue" variant="light" size="lg" radius="sm">
              {roleLabel(profile.roles)}
            </Badge>
          </div>
          {profile.nationality && <Text c="dimmed">{profile.nationality}</Text>}
          {actions && <div>{actions}</div>}
        </div>
      </div>

      {images.pendingField && (
        <Text role="status" size="sm" mt="sm" px="md">
          {IMAGE_TEXTS.uploading}
        </Text>
      )}
      <div style={{ padding: '12px 16px 0' }}>
        <ErrorList errors={images.errors} onExpire={images.clearErrors} />
      </div>

      <ImageModal
        opened={enlarged !== null}
        onClose={() => setEnlarged(null)}
        title={enlarged === 'bannerImage' ? IMAGE_TEXTS.bannerTitle : IMAGE_TEXTS.avatarTitle}
        src={enlarged ? profile[enlarged] : null}
        alt={enlarged === 'bannerImage' ? `Portada de ${name}` : `Foto de perfil de ${name}`}
      />
    </header>
  );
}

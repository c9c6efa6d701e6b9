import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandTiktok,
  IconBrandX,
  IconBrandYoutube,
  IconLink,
  IconMail,
  IconPhone,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Profile } from '../../../../domain/auth';
import { socialLinksOf } from '../../../../domain/profile-texts';
import { accountEmailQueryOptions } from '../api';
import classes from './Profile.module.css';

export const DETAIL_TEXTS = {
  instruments: 'Instrumentos',
  noInstruments: 'Sin instrumentos indicados.',
  biography: 'Biografía',
  noBiography: 'Sin biografía.',
  contact: 'Contacto',
  phone: 'Teléfono',
  email: 'Correo electrónico',
  social: 'Redes sociales',
  noContact: 'Sin datos de contacto.',
} as const;

const NETWORK_ICONS: Record<string, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  Facebook: IconBrandFacebook,
  Twitter: IconBrandX,
  Instagram: IconBrandInstagram,
  Youtube: IconBrandYoutube,
  TikTok: IconBrandTiktok,
};

/** A phone number as a tel: address (digits and a leading +). */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

function Instruments({ instruments }: { instruments: readonly string[] }) {
  return (
    <section className={classes.section} aria-labelledby="perfil-instrumentos">
      <h2 className={classes.sectionTitle} id="perfil-instrumentos">
        {DETAIL_TEXTS.instruments}
      </h2>
      {instruments.length > 0 ? (
        <Group gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {instruments.map((instrument) => (
            <li key={instrument}>
              <Badge variant="outline" color="tamboraBlue" radius="sm" tt="none" size="lg">
                {instrument}
              </Badge>
            </li>
          ))}
        </Group>
      ) : (
        <Text c="dimmed">{DETAIL_TEXTS.noInstruments}</Text>
      )}
    </section>
  );
}

function Biography({ text }: { text: string | null }) {
  return (
    <section className={classes.section} aria-labelledby="perfil-biografia">
      <h2 className={classes.sectionTitle} id="perfil-biografia">
        {DETAIL_TEXTS.biography}
      </h2>
      {/* Plain text on purpose: whatever markup a person typed is shown, never run. */}
      {text?.trim() ? (
        <p className={classes.biography}>{text}</p>
      ) : (
        <Text c="dimmed">{DETAIL_TEXTS.noBiography}</Text>
      )}
    </section>
  );
}

/**
 * The account's email reaches the owner and admins only (GET /credentials/{id} is theirs): a
 * sign-in address is not published to everyone.
 */
function useAccountEmail(userId: number, allowed: boolean) {
  return useQuery({
    ...accountEmailQueryOptions(userId),
    enabled: allowed,
  });
}

function Contact({ profile, showEmail }: { profile: Profile; showEmail: boolean }) {
  const email = useAccountEmail(profile.user_id, showEmail);
  const links = socialLinksOf(profile);
  const phone = profile.phone?.trim();
  const hasAny = Boolean(phone) || Boolean(email.data) || links.length > 0;
  return (
    <section className={classes.section} aria-labelledby="perfil-contacto">
      <h2 className={classes.sectionTitle} id="perfil-contacto">
        {DETAIL_TEXTS.contact}
      </h2>
      {hasAny ? (
        <ul className={classes.contactList}>
          {phone && (
            <li className={classes.contactItem}>
              <IconPhone size={18} aria-hidden />
              <VisuallyHidden>{DETAIL_TEXTS.phone}: </VisuallyHidden>
              <a href={telHref(phone)}>{phone}</a>
            </li>
          )}
          {email.data && (
            <li className={classes.contactItem}>
              <IconMail size={18} aria-hidden />
              <VisuallyHidden>{DETAIL_TEXTS.email}: </VisuallyHidden>
              <a href={`mailto:${email.data}`}>{email.data}</a>
            </li>
          )}
          {links.map(({ network, link, safe }) => {
            const Icon = NETWORK_ICONS[network] ?? IconLink;
            return (
              <li key={`${network} ${link}`} className={classes.contactItem}>
                <Icon size={18} aria-hidden />
                {safe ? (
                  <a
                    href={link}
                    target="_blank"
                    rel="noopener noreferrer"
                    title={link}
                    aria-label={`${network} (se abre en otra pestaña)`}
                  >
                    {network}
                  </a>
                ) : (
                  // Anything but http(s) is shown as text, never as a link.
                  <span>
                    {network}: {link}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <Text c="dimmed">{DETAIL_TEXTS.noContact}</Text>
      )}
    </section>
  );
}

export interface ProfileDetailsProps {
  profile: Profile;
  showEmail: boolean;
}

export function ProfileDetails({ profile, showEmail }: ProfileDetailsProps) {
  return (
    <div className={classes.body}>
      <div className={classes.section} style={{ gap: 24 }}>
        <Biography text={profile.biografia} />
        <Instruments instruments={profile.instruments} />
      </div>
      <Contact profile={profile} showEmail={showEmail} />
    </div>
  );
}

import { Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandYoutube } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { getAppConfig } from '../lib/app-config';
import { RouterAnchor } from '../lib/RouterAnchor';
import classes from './Footer.module.css';

function FooterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Title order={2} className={classes.heading}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * Spec section 1 footer: company (about us), communities (artists), useful links (assistance),
 * the technical-support contact, three social networks, the product name and the current year.
 */
export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  const { supportEmail, socialLinks } = getAppConfig();
  const social = [
    { label: 'Facebook', href: socialLinks.facebook, Icon: IconBrandFacebook },
    { label: 'Instagram', href: socialLinks.instagram, Icon: IconBrandInstagram },
    { label: 'Youtube', href: socialLinks.youtube, Icon: IconBrandYoutube },
  ];
  return (
    <footer className={classes.footer}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl" className={classes.grid}>
        <FooterSection title="Compañía">
          <Text fw={600} c="white">
            Sobre nosotros
          </Text>
          <Text size="sm" className={classes.muted}>
            Tambora reúne a compositores, intérpretes y oyentes alrededor del repertorio musical
            dominicano.
          </Text>
        </FooterSection>
        <FooterSection title="Comunidades">
          <Anchor component={RouterAnchor} href="/artists" className={classes.link}>
            Artistas
          </Anchor>
        </FooterSection>
        <FooterSection title="Enlaces útiles">
          <Anchor href={`mailto:${supportEmail}?subject=Asistencia`} className={classes.link}>
            Asistencia
          </Anchor>
        </FooterSection>
        <FooterSection title="Soporte técnico">
          <Anchor href={`mailto:${supportEmail}`} className={classes.link}>
            {supportEmail}
          </Anchor>
          <Group gap="xs" mt={4}>
            {social.map(({ label, href, Icon }) => (
              <a
                key={label}
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={label}
                className={classes.social}
              >
                <Icon size={22} aria-hidden />
              </a>
            ))}
          </Group>
        </FooterSection>
      </SimpleGrid>
      <Text size="sm" ta="center" className={classes.copyright}>
        © {year} Tambora
      </Text>
    </footer>
  );
}

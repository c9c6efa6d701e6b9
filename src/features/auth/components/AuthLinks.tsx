import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { RouterAnchor } from '../../../lib/RouterAnchor';

/** The reset screens' way out, under their button. */
export function BackToLogin() {
  return (
    <Text ta="center" size="sm">
      <Anchor component={RouterAnchor} href="/LoginPageV1">
        Volver a Iniciar Sesión
      </Anchor>
    </Text>
  );
}

export interface SwitchAccountLinkProps {
  question: string;
  href: string;
  children: ReactNode;
}

/** '¿No tienes cuenta? Registrarse' and its mirror between sign-in and registration. */
export function SwitchAccountLink({ question, href, children }: SwitchAccountLinkProps) {
  return (
    <Text ta="center" size="sm">
      {question}{' '}
      <Anchor component={RouterAnchor} href={href} fw={700}>
        {children}
      </Anchor>
    </Text>
  );
}

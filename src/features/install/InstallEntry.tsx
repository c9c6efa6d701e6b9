/**
 * 'Instalar Tambora': in the menu and in Ajustes, only where installing is
 * possible and not done yet. Chromium's own dialog where it offers one; on iPhone and iPad a short
 * sheet showing how Safari adds it to the home screen. Never a banner over the player.
 */
import { Button, List, Modal, NavLink, Text } from '@mantine/core';
import { IconDeviceMobileDown } from '@tabler/icons-react';
import { useState } from 'react';
import { installWithBrowser, useInstallWay } from './install-offer';

export const INSTALL_TEXTS = {
  entry: 'Instalar Tambora',
  iosTitle: 'Instalar Tambora en tu iPhone o iPad',
  iosSteps: [
    'En Safari, toca Compartir (el cuadrado con una flecha hacia arriba).',
    'Elige «Añadir a pantalla de inicio».',
    'Toca «Añadir»: Tambora queda con las demás apps, también sin conexión.',
  ],
  close: 'Entendido',
} as const;

function IosSheet({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={INSTALL_TEXTS.iosTitle} centered>
      <List type="ordered" spacing="xs">
        {INSTALL_TEXTS.iosSteps.map((step) => (
          <List.Item key={step}>
            <Text size="sm">{step}</Text>
          </List.Item>
        ))}
      </List>
      <Button fullWidth mt="md" onClick={onClose}>
        {INSTALL_TEXTS.close}
      </Button>
    </Modal>
  );
}

/** `as`: a menu entry (the side drawer) or a button (Ajustes). */
export function InstallEntry({ as }: { as: 'menu' | 'button' }) {
  const way = useInstallWay();
  const [sheetOpen, setSheetOpen] = useState(false);
  if (way === null) return null;
  const start = () => (way === 'prompt' ? void installWithBrowser() : setSheetOpen(true));
  const icon = <IconDeviceMobileDown size={20} aria-hidden />;
  return (
    <>
      {as === 'menu' ? (
        <NavLink
          component="button"
          label={INSTALL_TEXTS.entry}
          leftSection={icon}
          onClick={start}
        />
      ) : (
        <Button variant="default" leftSection={icon} onClick={start}>
          {INSTALL_TEXTS.entry}
        </Button>
      )}
      {way === 'ios' && <IosSheet opened={sheetOpen} onClose={() => setSheetOpen(false)} />}
    </>
  );
}

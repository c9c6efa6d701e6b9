import { Switch } from '@mantine/core';
import { AUTOPLAY_TEXTS } from '../../../domain/autoplay';
import { setAutoplay, useAutoplay } from './autoplay-setting';

/** The one switch of 'Reproducción automática', in 'Cola' and in Configuración. */
export function AutoplaySwitch() {
  const on = useAutoplay();
  return (
    <Switch
      checked={on}
      onChange={(event) => setAutoplay(event.currentTarget.checked)}
      label={AUTOPLAY_TEXTS.setting}
      description={AUTOPLAY_TEXTS.hint}
    />
  );
}

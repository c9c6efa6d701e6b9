import { type MantineColorScheme, useMantineColorScheme } from '@mantine/core';
import { ChoiceField } from './ChoiceField';

const THEMES: { value: MantineColorScheme; label: string }[] = [
  { value: 'light', label: 'Claro' },
  { value: 'dark', label: 'Oscuro' },
  { value: 'auto', label: 'Según el sistema' },
];

/**
 * 'Tema' in Ajustes: the choice is kept on this device (src/lib/color-scheme.ts)
 * and applies at once, in every open tab of the app.
 */
export function ThemeChoice() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <ChoiceField legend="Tema" value={colorScheme} choices={THEMES} onChange={setColorScheme} />
  );
}

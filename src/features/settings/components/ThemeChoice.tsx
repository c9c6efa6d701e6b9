import { type MantineColorScheme, SegmentedControl, useMantineColorScheme } from '@mantine/core';
import classes from './SettingsPage.module.css';

const THEMES: { value: MantineColorScheme; label: string }[] = [
  { value: 'light', label: 'Claro' },
  { value: 'dark', label: 'Oscuro' },
  { value: 'auto', label: 'Según el sistema' },
];

function isTheme(value: string): value is MantineColorScheme {
  return THEMES.some((theme) => theme.value === value);
}

/**
 * 'Tema' in Ajustes (issue 32 point 3): the choice is kept on this device (src/lib/color-scheme.ts)
 * and applies at once, in every open tab of the app.
 */
export function ThemeChoice() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <fieldset className={classes.theme}>
      <legend className={classes.themeLegend}>Tema</legend>
      <SegmentedControl
        value={colorScheme}
        onChange={(value) => isTheme(value) && setColorScheme(value)}
        data={THEMES}
      />
    </fieldset>
  );
}

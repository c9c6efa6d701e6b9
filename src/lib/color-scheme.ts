import { localStorageColorSchemeManager, useComputedColorScheme } from '@mantine/core';
import { useEffect } from 'react';
import { COLOR_SCHEME_KEY, THEME_COLORS } from '../../domain/color-scheme';

/**
 * What every MantineProvider of the app is given, so they agree with each other and with the
 * boot script in <head>: the choice kept on the device, the system's by default.
 */
export const colorSchemeProps = {
  colorSchemeManager: localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY }),
  defaultColorScheme: 'auto',
} as const;

/**
 * The phone's status bar (the `theme-color` meta) follows the theme, as the top bar does. The
 * system's scheme is read in the first render: read in an effect (Mantine's default), the first
 * render said 'light' and a dark phone's status bar flashed the light colour over the boot
 * script's dark one.
 */
export function useThemeColorMeta(): void {
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  useEffect(() => {
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', THEME_COLORS[scheme]);
  }, [scheme]);
}

import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

/** Dominican flag blue (DECISIONS): shade 8 is the exact brand colour. */
export const BRAND_BLUE = '#002D62';
/** Dominican flag red (DECISIONS): shade 8 is the exact brand colour. */
export const BRAND_RED = '#CE1126';

const tamboraBlue: MantineColorsTuple = [
  '#e7eef8',
  '#c9d8ec',
  '#a0bbde',
  '#7399cc',
  '#4a78b8',
  '#2a5ea3',
  '#124a8c',
  '#063b76',
  BRAND_BLUE,
  '#001f45',
];

const tamboraRed: MantineColorsTuple = [
  '#ffe9ec',
  '#fdd1d6',
  '#f6a0aa',
  '#f06d7c',
  '#ea4356',
  '#e6293e',
  '#e11a30',
  '#d81329',
  BRAND_RED,
  '#a80a1d',
];

export const theme = createTheme({
  primaryColor: 'tamboraBlue',
  // Shade 8 puts white text on #002D62 (about 13:1) and on #CE1126 (about 5.6:1): both pass WCAG AA,
  // where Mantine's default shade 6 fails for light blues. On the dark page #002D62 hardly stands
  // out from the background: shade 7 does, and white on it still passes (about 10:1 and 5:1).
  primaryShade: { light: 8, dark: 7 },
  colors: { tamboraBlue, tamboraRed },
  white: '#ffffff',
  black: '#141517',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
});

/**
 * Mantine's 'dimmed' grey is about 3.3:1 on white; this one is about 6:1 (WCAG AA for text).
 * Its error red (red.6, about 3.3:1) fails too: field errors use the flag red (about 5.6:1).
 * On the dark page (#242424) Mantine's dimmed, link and light-variant colours are 3.4–4:1: the
 * light shades of the brand colours and a lighter grey pass (7–9:1). The app's own colours for
 * both themes are in src/global.css.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a', '--mantine-color-error': BRAND_RED },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-tamboraRed-2)',
    '--mantine-color-anchor': 'var(--mantine-color-tamboraBlue-2)',
    '--mantine-color-tamboraBlue-light-color': 'var(--mantine-color-tamboraBlue-2)',
    '--mantine-color-tamboraBlue-outline': 'var(--mantine-color-tamboraBlue-2)',
    '--mantine-color-tamboraRed-light-color': 'var(--mantine-color-tamboraRed-2)',
    '--mantine-color-tamboraRed-outline': 'var(--mantine-color-tamboraRed-2)',
  },
});

/**
 * The status bar's colour (docs/architecture.md "Screens: titles, install, themes"): on a phone
 * whose system is dark, the `theme-color` meta the boot script made dark is never set to the
 * light colour while the app starts.
 */
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { THEME_COLORS } from '../../../domain/color-scheme';
import { colorSchemeProps, useThemeColorMeta } from '../../../src/lib/color-scheme';

const systemMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = systemMatchMedia;
  document.querySelector('meta[name="theme-color"]')?.remove();
});

function StatusBar() {
  useThemeColorMeta();
  return null;
}

it("a dark system's status bar stays dark from the first render", () => {
  const darkSystem = (query: string) =>
    ({
      ...systemMatchMedia(query),
      media: query,
      matches: query.includes('prefers-color-scheme: dark'),
    }) as MediaQueryList;
  window.matchMedia = darkSystem;
  localStorage.clear();
  const meta = document.createElement('meta');
  meta.name = 'theme-color';
  meta.content = THEME_COLORS.dark;
  document.head.append(meta);
  const written: string[] = [];
  const setAttribute = meta.setAttribute.bind(meta);
  meta.setAttribute = (name: string, value: string) => {
    if (name === 'content') written.push(value);
    setAttribute(name, value);
  };
  render(
    <MantineProvider {...colorSchemeProps}>
      <StatusBar />
    </MantineProvider>,
  );
  expect(written.length).toBeGreaterThan(0);
  expect(written.every((value) => value === THEME_COLORS.dark)).toBe(true);
  expect(meta.content).toBe(THEME_COLORS.dark);
});

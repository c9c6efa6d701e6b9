/**
 * Menus are loaded and built when pressed (components/MenuOnPress.tsx): a
 * signed-in /Library draws the bell, the avatar and every row's playlist button without any
 * menu's code; reaching a button loads its menu, a press (pointer or keyboard) opens it, and
 * closing it gives the focus back to the button. Nor does it load axios (reads go through fetch; axios
 * comes with a change), Mantine's Table (the song table is a plain one, cards on a phone), or the
 * code that keeps liked songs offline (the option is off: offline/keep-likes.ts).
 */
import { expect, type Page, test } from '@playwright/test';
import { expectAxeClean, signIn, VIEWPORTS } from './helpers';

/** The chunks of a menu: Mantine's Menu and popover, and each menu of the app. */
const MENU_CODE = /\/assets\/(AppMenu|Popover\.layer|AccountMenu|NotificationsMenu|PlaylistMenu)-/;

/** The axios client, Mantine's Table with its ScrollArea, the saving of liked songs. */
const UNNEEDED_CODE = /\/assets\/(http|Table\.layer|ScrollArea\.layer|saved-likes|audio-cache)-/;

/** The chunks matching `code` this page has loaded so far. */
function codeLoaded(page: Page, code: RegExp): Promise<string[]> {
  return page.evaluate(
    (source) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => new RegExp(source).test(path)),
    code.source,
  );
}

const menuCodeLoaded = (page: Page) => codeLoaded(page, MENU_CODE);

for (const size of VIEWPORTS) {
  test(`a signed-in /Library loads no menu until one is reached (nor axios, Mantine's Table or the saving of likes), then opens it by pointer and keyboard (${size.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await signIn(page, 'oyente@tambora.app', { at: '/Library' });
    const bar = page.getByRole('banner');
    const avatar = bar.getByRole('button', { name: 'Menú de usuario' });
    const bell = bar.getByRole('button', { name: 'Notificaciones' });
    const playlistButton = page.getByRole('button', { name: /^Añadir .+ a una playlist$/ }).first();
    await expect(avatar).toBeVisible();
    await expect(bell).toHaveAttribute('aria-haspopup', 'menu');
    await expect(playlistButton).toBeVisible();
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(await menuCodeLoaded(page)).toEqual([]);
    expect(await codeLoaded(page, UNNEEDED_CODE)).toEqual([]);

    // By pointer: the avatar's menu opens at the first press; Escape gives the focus back.
    await avatar.hover();
    await expect.poll(() => menuCodeLoaded(page)).toContainEqual(expect.stringMatching(/Account/));
    await avatar.click();
    const accountMenu = page.getByRole('menu');
    await expect(accountMenu.getByRole('menuitem', { name: 'Cerrar Sesión' })).toBeVisible();
    await expectAxeClean(page);
    await page.keyboard.press('Escape');
    await expect(accountMenu).toBeHidden();
    await expect(bar.getByRole('button', { name: 'Menú de usuario' })).toBeFocused();

    // By keyboard: the focus reaches the bell (its code loads), Enter opens its menu.
    await bell.focus();
    await page.keyboard.press('Enter');
    const bellMenu = page.getByRole('menu');
    await expect(bellMenu.getByRole('menuitem', { name: 'Notificaciones' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(bellMenu).toBeHidden();
    await expect(bar.getByRole('button', { name: 'Notificaciones' })).toBeFocused();

    // A row's playlist menu, by pointer.
    await playlistButton.click();
    await expect(page.getByRole('menuitem', { name: 'Nueva playlist' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: 'Nueva playlist' })).toBeHidden();
  });
}

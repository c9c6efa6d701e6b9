/**
 * 'Instalar Tambora' where the browser offers installation (a simulated
 * `beforeinstallprompt`), gone once installed; on iOS Safari a sheet that shows how.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { INSTALL_TEXTS, InstallEntry } from '../../../src/features/install/InstallEntry';
import { isIosSafari, listenForInstallOffer } from '../../../src/features/install/install-offer';
import { renderWithMantine } from '../helpers/with-mantine';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe('Instalar Tambora', () => {
  it('on iOS Safari, opens a sheet that shows how to add it to the home screen', async () => {
    const user = userEvent.setup();
    const agent = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    try {
      renderWithMantine(<InstallEntry as="button" />);
      await user.click(screen.getByRole('button', { name: INSTALL_TEXTS.entry }));
      const sheet = await screen.findByRole('dialog', { name: INSTALL_TEXTS.iosTitle });
      expect(sheet).toHaveTextContent('«Añadir a pantalla de inicio»');
      await user.click(screen.getByRole('button', { name: INSTALL_TEXTS.close }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    } finally {
      agent.mockRestore();
    }
  });

  it("uses the browser's own offer when asked, and goes once the app is installed", async () => {
    const user = userEvent.setup();
    listenForInstallOffer();
    renderWithMantine(<InstallEntry as="menu" />);
    expect(screen.queryByRole('button', { name: INSTALL_TEXTS.entry })).toBeNull();

    const prompt = vi.fn(async () => undefined);
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
    });
    act(() => {
      window.dispatchEvent(offer);
    });
    // The browser's own banner is held back: Tambora shows the offer when the person asks.
    expect(offer.defaultPrevented).toBe(true);
    await user.click(await screen.findByRole('button', { name: INSTALL_TEXTS.entry }));
    expect(prompt).toHaveBeenCalledOnce();

    act(() => {
      window.dispatchEvent(
        Object.assign(new Event('beforeinstallprompt'), { prompt, userChoice: offer.userChoice }),
      );
      window.dispatchEvent(new Event('appinstalled'));
    });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: INSTALL_TEXTS.entry })).toBeNull(),
    );
  });

  it('knows iOS Safari from the other iOS browsers, which cannot add to the home screen', () => {
    expect(isIosSafari(IPHONE, 5)).toBe(true);
    expect(isIosSafari(IPHONE.replace('Version/18.1', 'CriOS/131.0'), 5)).toBe(false);
    const ipadAsMac =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
    expect(isIosSafari(ipadAsMac, 5)).toBe(true);
    expect(isIosSafari(ipadAsMac, 0)).toBe(false);
  });
});

/**
 * 'Fundido entre canciones' in Configuración (docs/product.md "Fundido entre canciones"): off by
 * default, 1 to 12 seconds, kept on the device; where the browser keeps the volume to itself
 * (iPhone, iPad) it says so and offers nothing.
 */
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CROSSFADE_KEY, CROSSFADE_TEXTS } from '../../../domain/crossfade';
import { renderWithMantine } from '../helpers/with-mantine';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
  vi.resetModules();
});

async function load() {
  const setting = await import('../../../src/features/player/crossfade-setting');
  const { CrossfadeChoice } = await import('../../../src/features/player/CrossfadeChoice');
  return { setting, CrossfadeChoice };
}

describe("'Fundido entre canciones'", () => {
  it('is off by default, offers 1 to 12 seconds and keeps the choice on the device', async () => {
    const { setting, CrossfadeChoice } = await load();
    renderWithMantine(<CrossfadeChoice />);
    const choice = screen.getByLabelText(CROSSFADE_TEXTS.setting) as HTMLSelectElement;
    expect(choice.value).toBe('0');
    expect(setting.crossfadeSeconds()).toBe(0);
    expect([...choice.options].map((option) => option.text)).toEqual([
      'Desactivado',
      '1 segundo',
      ...Array.from({ length: 11 }, (_, index) => `${index + 2} segundos`),
    ]);
    expect(screen.getByText(CROSSFADE_TEXTS.hint)).toBeTruthy();

    fireEvent.change(choice, { target: { value: '6' } });
    expect(localStorage.getItem(CROSSFADE_KEY)).toBe('6');
    expect(setting.crossfadeSeconds()).toBe(6);
    expect(choice.value).toBe('6');
    fireEvent.change(choice, { target: { value: '0' } });
    expect(localStorage.getItem(CROSSFADE_KEY)).toBeNull();
  });

  it('where the volume cannot be changed, says so, offers nothing and never fades', async () => {
    localStorage.setItem(CROSSFADE_KEY, '8');
    // Safari on iPhone and iPad: the volume reads back 1 whatever is set.
    vi.spyOn(HTMLMediaElement.prototype, 'volume', 'set').mockImplementation(() => undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'volume', 'get').mockReturnValue(1);
    const { setting, CrossfadeChoice } = await load();
    renderWithMantine(<CrossfadeChoice />);
    const choice = screen.getByLabelText(CROSSFADE_TEXTS.setting) as HTMLSelectElement;
    expect(choice.disabled).toBe(true);
    expect(choice.value).toBe('0');
    expect(screen.getByText(CROSSFADE_TEXTS.unsupported)).toBeTruthy();
    expect(setting.crossfadeSeconds()).toBe(0);
  });

  it('a value the device did not choose from the list counts as off', async () => {
    localStorage.setItem(CROSSFADE_KEY, '30');
    const { setting } = await load();
    expect(setting.crossfadeSeconds()).toBe(0);
  });
});

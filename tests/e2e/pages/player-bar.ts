import type { Locator, Page } from '@playwright/test';

/** The player bar at the foot of every screen ('Reproductor'), as the specs drive it. */
export class PlayerBar {
  readonly root: Locator;

  constructor(page: Page) {
    this.root = page.getByRole('region', { name: 'Reproductor' });
  }

  /** The title of the song loaded. */
  get title(): Locator {
    return this.root.getByTestId('player-title');
  }

  /** 'Reproducir', 'Pausar', 'Anterior', 'Siguiente', 'Aleatorio', 'Repetir…', 'Cola'… */
  button(name: string | RegExp, options: { exact?: boolean } = {}): Locator {
    return this.root.getByRole('button', { name, ...options });
  }

  get position(): Locator {
    return this.root.getByRole('slider', { name: 'Posición' });
  }

  get volume(): Locator {
    return this.root.getByRole('slider', { name: 'Volumen' });
  }
}

export const playerBar = (page: Page) => new PlayerBar(page);

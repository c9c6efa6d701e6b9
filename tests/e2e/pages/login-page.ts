import { expect, type Page } from '@playwright/test';

/** The password of every demo account (admin, listener, creators). */
export const DEMO_PASSWORD = 'Tambora2026!';

/** /LoginPageV1, as the specs fill it. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/LoginPageV1');
  }

  /** Types the email and password and presses 'Iniciar Sesión'; the answer is the spec's to check. */
  async submit(email: string, password = DEMO_PASSWORD): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
    await this.page.getByLabel('Contraseña', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  }

  /** Opens the page, signs in and waits for the signed-in top bar. */
  async signIn(email: string, password = DEMO_PASSWORD): Promise<void> {
    await this.open();
    await this.submit(email, password);
    await expect(this.page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible();
  }
}

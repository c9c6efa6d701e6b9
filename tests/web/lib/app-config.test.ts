import { afterEach, describe, expect, it } from 'vitest';
import { getAppConfig, SUPPORT_EMAIL_META } from '../../../src/lib/app-config';

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta')) meta.remove();
});

describe('run-time configuration from the server', () => {
  it('uses the support e-mail the server wrote into index.html', () => {
    const meta = document.createElement('meta');
    meta.name = SUPPORT_EMAIL_META;
    meta.content = 'ayuda@ejemplo.do';
    document.head.append(meta);
    expect(getAppConfig().supportEmail).toBe('ayuda@ejemplo.do');
  });

  it('falls back to the default address without the tag', () => {
    expect(getAppConfig().supportEmail).toBe('soporte@tambora.app');
  });
});

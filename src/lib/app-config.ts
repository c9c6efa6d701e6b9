/**
 * Values the server provides at run time (DECISIONS: the support e-mail comes from SUPPORT_EMAIL).
 * The server writes them into index.html as <meta> tags (server/html/web-app.ts); without them
 * (vite dev server, tests) the defaults below apply.
 */
export interface AppConfig {
  supportEmail: string;
  socialLinks: { facebook: string; instagram: string; youtube: string };
}

export const DEFAULT_APP_CONFIG: AppConfig = {
  supportEmail: 'soporte@tambora.app',
  socialLinks: {
    facebook: 'https://www.facebook.com/',
    instagram: 'https://www.instagram.com/',
    youtube: 'https://www.youtube.com/',
  },
};

export function getAppConfig(
  source: Partial<AppConfig> | undefined = readWindowConfig(),
): AppConfig {
  return {
    supportEmail: source?.supportEmail?.trim() || DEFAULT_APP_CONFIG.supportEmail,
    socialLinks: { ...DEFAULT_APP_CONFIG.socialLinks, ...source?.socialLinks },
  };
}

export const SUPPORT_EMAIL_META = 'tambora-support-email';

function readWindowConfig(): Partial<AppConfig> | undefined {
  if (typeof document === 'undefined') return undefined;
  const supportEmail = document
    .querySelector<HTMLMetaElement>(`meta[name="${SUPPORT_EMAIL_META}"]`)
    ?.getAttribute('content');
  return supportEmail ? { supportEmail } : undefined;
}

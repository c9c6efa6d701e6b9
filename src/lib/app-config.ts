/**
 * Values the server may provide at run time (DECISIONS: the support e-mail comes from SUPPORT_EMAIL).
 * The server can set `window.__TAMBORA_CONFIG__` before the app starts; until it does, the defaults
 * below apply.
 */
export interface AppConfig {
  supportEmail: string;
  socialLinks: { facebook: string; instagram: string; youtube: string };
}

declare global {
  interface Window {
    __TAMBORA_CONFIG__?: Partial<AppConfig>;
  }
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

function readWindowConfig(): Partial<AppConfig> | undefined {
  return typeof window === 'undefined' ? undefined : window.__TAMBORA_CONFIG__;
}

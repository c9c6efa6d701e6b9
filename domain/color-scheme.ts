/**
 * The light and dark themes. The choice ('light', 'dark' or 'auto', which
 * follows the system) is a setting of the device, not of a person: it is kept in localStorage
 * under COLOR_SCHEME_KEY, the key Mantine's colour-scheme manager writes, and survives sign-out.
 */
export const COLOR_SCHEME_KEY = 'tambora-tema';

/** The top bar's colour in each theme, which the `theme-color` meta (the phone's status bar) follows. */
export const THEME_COLORS = { light: '#002D62', dark: '#001f45' } as const;

/**
 * Runs in <head> before the first paint (injected by vite.config.ts; the server's CSP allows it
 * by its hash): sets the theme on <html> where Mantine will, so a dark phone never flashes white
 * and an explicit choice shows from the first frame. Kept tiny and dependency-free on purpose.
 */
export const COLOR_SCHEME_BOOT_SCRIPT = `(function(){var d=document.documentElement,s=null;try{s=localStorage.getItem('${COLOR_SCHEME_KEY}')}catch(e){}var k=s==='light'||s==='dark'?s:window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';d.setAttribute('data-mantine-color-scheme',k);var m=document.querySelector('meta[name="theme-color"]');if(m)m.setAttribute('content',k==='dark'?'${THEME_COLORS.dark}':'${THEME_COLORS.light}')})()`;

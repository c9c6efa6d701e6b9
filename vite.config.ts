import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { COLOR_SCHEME_BOOT_SCRIPT } from './domain/color-scheme.ts';
import { entryCompileHints } from './scripts/lib/compile-hints.ts';
import { mantineComponentCss } from './scripts/lib/mantine-css.ts';
import { mantineStableIds } from './scripts/lib/mantine-stable-ids.ts';
import { precompressDirectory } from './scripts/lib/precompress.ts';
import { routePreloads } from './scripts/lib/route-preloads.ts';
import { sharedLeafChunks } from './scripts/lib/shared-chunks.ts';
import { strictBuild } from './scripts/lib/strict-build.ts';

const API_TARGET = 'http://127.0.0.1:8080';
const SHORTCUT_ICON = { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' };

const strict = strictBuild(Boolean(process.env.CI));

/** music-metadata and the packages only it uses, read when a creator picks a file. */
const FILE_TAG_MODULES =
  /[\\/]node_modules[\\/](music-metadata|strtok3|token-types|@tokenizer|@borewit|uint8array-extras|win-guid|content-type|media-typer|debug|ms)[\\/]/;
const FILE_TAG_CHUNKS = 'assets/file-tags';

/**
 * After everything is written, the service worker included (its plugin writes it in its own
 * closeBundle): Brotli and gzip copies that the server sends as they are. In the build's own
 * output folder, `--outDir` included.
 */
function precompressBuild(): Plugin {
  let outDir = 'dist';
  return {
    name: 'tambora:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        await precompressDirectory(outDir);
      },
    },
  };
}

export default defineConfig({
  customLogger: strict.logger,
  plugins: [
    strict.plugin,
    // The router plugin must run before React's so route files are split before JSX is compiled.
    tanstackRouter({
      target: 'react',
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      autoCodeSplitting: true,
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
    {
      // The theme is on <html> before the first paint (domain/color-scheme.ts); the server's CSP
      // allows this one inline script by its hash.
      name: 'tambora:color-scheme-boot',
      transformIndexHtml: () => [
        { tag: 'script', children: COLOR_SCHEME_BOOT_SCRIPT, injectTo: 'head' },
      ],
    },
    mantineComponentCss(),
    mantineStableIds(),
    routePreloads(),
    entryCompileHints(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // src/lib/sw-bridge.ts registers the worker so the update prompt stays in our hands.
      injectRegister: false,
      registerType: 'prompt',
      injectManifest: {
        // One classic script (src/lib/sw-bridge.ts registers it without `type: 'module'`, which
        // Firefox and WebKit took late): 'iife', not 'es', which the plugin builds with the
        // deprecated `inlineDynamicImports`.
        rollupFormat: 'iife',
        // The shell (HTML, JS, CSS) plus the brand images the home page shows before any API call.
        globPatterns: ['**/*.{js,css,html,svg,png,webp,ico}'],
        // Only the install dialog shows screenshots: no listener's phone should download them.
        // Nor the upload form's tag reader: an upload needs the network anyway, and offline the
        // form goes on without reading tags (src/features/songs/form/file-tags.ts).
        globIgnores: ['screenshots/**', `${FILE_TAG_CHUNKS}/**`],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      // globPatterns already lists every icon; adding them again would duplicate precache entries.
      includeManifestIcons: false,
      manifest: {
        // The app's identity across installs, whatever start_url becomes (product.md "Instalar").
        id: '/',
        name: 'Tambora',
        short_name: 'Tambora',
        lang: 'es',
        description:
          'Escucha, descubre y comparte la música del repertorio dominicano, también sin conexión.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        display_override: ['window-controls-overlay', 'standalone'],
        // Opening it again (a shortcut, a shared link) brings back the window that is playing.
        launch_handler: { client_mode: 'navigate-existing' },
        categories: ['music'],
        theme_color: '#002D62',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
        // Real screens of the demo (scripts/manifest-screenshots.mjs): Chromium's rich install
        // dialog shows them.
        screenshots: [
          {
            src: '/screenshots/inicio-estrecha.webp',
            sizes: '390x844',
            type: 'image/webp',
            form_factor: 'narrow',
            label: 'Inicio de Tambora en un teléfono',
          },
          {
            src: '/screenshots/inicio-ancha.webp',
            sizes: '1366x768',
            type: 'image/webp',
            form_factor: 'wide',
            label: 'Inicio de Tambora en una computadora',
          },
        ],
        shortcuts: [
          { name: 'Buscar', url: '/search', icons: [SHORTCUT_ICON] },
          { name: 'Mi biblioteca', url: '/Library', icons: [SHORTCUT_ICON] },
          { name: 'Descargas', url: '/Descargas', icons: [SHORTCUT_ICON] },
        ],
      },
      devOptions: { enabled: false },
    }),
    precompressBuild(),
  ],
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/media': { target: API_TARGET, changeOrigin: false },
    },
  },
  // CSS modules through Lightning CSS, which resolves `composes: x from './other.module.css'` itself;
  // postcss-modules pasted the other file's rules in as text, without their file, and Vite warned
  // at every build that such rules' url()s could not be resolved.
  css: { transformer: 'lightningcss' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The boot chunk is one file on purpose (below): ~500 KB minified, ~157 KB gzip, held on the
    // wire by CI's size budget (scripts/bench/size-budget.ts), the limit that matters.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically (what every first visit runs) travels in one
        // chunk. Left to itself the bundler cuts it into some twenty small chunks shared with the
        // lazy routes, and each is a request: over HTTP/1.1 on a phone's 150 ms round trips that
        // cost more than their bytes. Lazy routes import from this chunk, already loaded.
        // Small modules lazy screens share go in a few chunks rather than one each
        // (scripts/lib/shared-chunks.ts): fewer files for the service worker to precache.
        codeSplitting: {
          groups: [
            // The boot group first: a module the entry imports stays in the boot chunk.
            { name: 'boot', tags: ['$initial'], priority: 10 },
            {
              name: sharedLeafChunks('src/main.tsx', 'shared'),
              debugName: 'shared',
              test: (id) => !FILE_TAG_MODULES.test(id),
              minShareCount: 2,
              maxSize: 30_000,
            },
          ],
        },
        // The tag reader of the upload form (music-metadata and its parsers, ~66 KB brotli) goes
        // in a folder of its own, which the service worker does not precache (below).
        chunkFileNames: (chunk) =>
          chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => FILE_TAG_MODULES.test(id))
            ? `${FILE_TAG_CHUNKS}/[name]-[hash].js`
            : 'assets/[name]-[hash].js',
      },
    },
  },
});

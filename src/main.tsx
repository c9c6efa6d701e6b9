// First: before anything can load zod (see the file).
import './lib/zod-without-eval';
// Mantine's reset, variables and global classes; each component's own stylesheet comes with the
// file that uses it (scripts/lib/mantine-css.ts), so a page loads only the CSS it shows.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { listenForInstallOffer } from './features/install/install-offer';
import { createQueryClient } from './lib/query-client';
import { registerServiceWorker } from './lib/sw-bridge';
import { type AppRouter, createAppRouter } from './router';

const queryClient = createQueryClient();

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root en index.html');

function render(root: HTMLElement, router: AppRouter) {
  // A transition lets React render the first screen in small slices, so a phone's main thread is
  // never blocked long while the app starts.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    );
  });
}

// index.html already shows a first frame (the brand bar, and for some screens their top): the
// screen's code is loaded before React takes over, so the frame is replaced by the whole screen
// at once rather than by an empty page that fills in. A failed load still renders: the router
// shows its error page.
// The router is made in the task after the one that evaluates this chunk, and loads in the task
// after that: the three were one task, the start's longest (42 ms unslowed, 170 ms at
// Lighthouse's 4× CPU, and TBT counts each task's time beyond 50 ms). The screen's chunks do not
// wait for them: the page names them, for once its first frame is painted
// (server/html/after-first-frame.ts).
setTimeout(() => {
  const router = createAppRouter(queryClient);
  setTimeout(() => {
    void router
      .load()
      .catch(() => undefined)
      .finally(() => render(container, router));
  }, 0);
}, 0);

// Chromium offers installation once, early: caught before anything else can miss it.
listenForInstallOffer();
registerServiceWorker();

/**
 * First frames of the screens that are the same for everyone: the top of the home (its first
 * carousel slide) and of /search (its heading). Each is the markup the app draws there, styled
 * by index.html's inline stylesheet, so the screen shows before any script has run and nothing
 * moves when the app takes over (tests/e2e/first-frame.spec.ts).
 */
import { HOME_SLIDES, SLIDE_SIZES } from '../../domain/home-slides';
import { ADVANCED_SEARCH_HEADING } from '../../domain/search-terms';
import { escapeHtml, type FirstFrame, type FrameProvider } from './page-shell';

/** A preload for the frame's largest image, which is what a phone waits for. */
export function imagePreload(href: string, srcSet?: string, sizes?: string): string {
  const responsive =
    srcSet && sizes ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes)}"` : '';
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(href)}"${responsive}>`;
}

/** Spec section 2 home: the carousel's first slide (src/features/home/components/HeroCarousel). */
export function homeFrame(): FirstFrame {
  const hero = HOME_SLIDES[0];
  return {
    head: imagePreload(hero.image, hero.srcSet, SLIDE_SIZES),
    body:
      `<main class="boot-main"><div class="boot-home"><section class="boot-hero">` +
      `<img src="${hero.image}" srcset="${hero.srcSet}" sizes="${SLIDE_SIZES}" alt="" width="1600" height="600" fetchpriority="high">` +
      `<div><h2>${escapeHtml(hero.title)}</h2><p>${escapeHtml(hero.text)}</p></div>` +
      `</section></div></main>`,
  };
}

/** /search: its heading (src/features/search/advanced/AdvancedSearchPage). */
export function searchFrame(): FirstFrame {
  return {
    body:
      `<main class="boot-main"><div class="boot-search">` +
      `<p>${escapeHtml(ADVANCED_SEARCH_HEADING.eyebrow)}</p>` +
      `<h1>${escapeHtml(ADVANCED_SEARCH_HEADING.title)}</h1></div></main>`,
  };
}

export const STATIC_FRAMES: Record<string, FrameProvider> = {
  '/': { frame: async () => homeFrame() },
  '/search': { frame: async () => searchFrame() },
};

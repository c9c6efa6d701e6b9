/**
 * Spec section 2: four fixed carousel slides on the home page. Each image is drawn by
 * scripts/make-images.ts in two widths, so a phone downloads the narrow one; the server also
 * names the first in the home page's HTML, so it starts downloading before the app has loaded.
 */
export interface Slide {
  /** The widest drawing, for browsers that ignore srcSet. */
  image: string;
  srcSet: string;
  title: string;
  text: string;
}

/** Widths of the drawn slides (scripts/make-images.ts writes both). */
export const SLIDE_WIDTHS = [800, 1600] as const;

/** How wide the carousel is drawn (src/features/home: 16 px page margins on phones, 24 px above). */
export const SLIDE_SIZES = '(max-width: 768px) calc(100vw - 32px), min(calc(100vw - 48px), 1392px)';

export function slideImage(number: number, width: number): string {
  return width === SLIDE_WIDTHS.at(-1)
    ? `/images/slide-${number}.webp`
    : `/images/slide-${number}-${width}.webp`;
}

function slide(number: number, title: string, text: string): Slide {
  return {
    image: slideImage(number, SLIDE_WIDTHS[SLIDE_WIDTHS.length - 1]),
    srcSet: SLIDE_WIDTHS.map((width) => `${slideImage(number, width)} ${width}w`).join(', '),
    title,
    text,
  };
}

export const HOME_SLIDES: Slide[] = [
  slide(
    1,
    'Bienvenido a Tambora',
    'La casa del repertorio dominicano: merengue, bachata, son y mucho más.',
  ),
  slide(
    2,
    'Descubre nuevos creadores',
    'Conoce a los compositores e intérpretes que mantienen viva nuestra música.',
  ),
  slide(
    3,
    'Tu música sin conexión',
    'Guarda tus canciones y escúchalas incluso donde no llega la señal.',
  ),
  slide(
    4,
    'Sube tu repertorio',
    'Comparte tus composiciones con su letra, su portada y todos sus créditos.',
  ),
];

export interface Slide {
  image: string;
  title: string;
  text: string;
}

/** Spec section 2: four fixed carousel slides on the home page. */
export const HOME_SLIDES: Slide[] = [
  {
    image: '/images/slide-1.webp',
    title: 'Bienvenido a Tambora',
    text: 'La casa del repertorio dominicano: merengue, bachata, son y mucho más.',
  },
  {
    image: '/images/slide-2.webp',
    title: 'Descubre nuevos creadores',
    text: 'Conoce a los compositores e intérpretes que mantienen viva nuestra música.',
  },
  {
    image: '/images/slide-3.webp',
    title: 'Tu música sin conexión',
    text: 'Guarda tus canciones y escúchalas incluso donde no llega la señal.',
  },
  {
    image: '/images/slide-4.webp',
    title: 'Sube tu repertorio',
    text: 'Comparte tus composiciones con su letra, su portada y todos sus créditos.',
  },
];

export const SLIDE_INTERVAL_MS = 6000;

export function nextIndex(current: number, count: number): number {
  return (current + 1) % count;
}

export function previousIndex(current: number, count: number): number {
  return (current - 1 + count) % count;
}

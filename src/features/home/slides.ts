/** The home carousel's timing and order; its slides are in domain/home-slides.ts. */
export const SLIDE_INTERVAL_MS = 6000;

export function nextIndex(current: number, count: number): number {
  return (current + 1) % count;
}

export function previousIndex(current: number, count: number): number {
  return (current - 1 + count) % count;
}

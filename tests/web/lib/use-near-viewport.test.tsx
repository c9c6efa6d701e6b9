/**
 * What lies far below the first screen is drawn as the person scrolls near it
 * (src/lib/use-near-viewport.ts; 'Siguiendo' in the library): not before, then for good; at once
 * where the browser cannot tell.
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from '../../../src/lib/use-near-viewport';

function Below() {
  const [near, ref] = useNearViewport<HTMLDivElement>('600px');
  return <div ref={ref}>{near ? 'dibujado' : 'todavía no'}</div>;
}

/** A stand-in IntersectionObserver whose crossings the test decides. */
function fakeObserver() {
  const made: { margin?: string; cross: (isIntersecting: boolean) => void }[] = [];
  class FakeIntersectionObserver {
    constructor(
      private readonly callback: IntersectionObserverCallback,
      options?: IntersectionObserverInit,
    ) {
      made.push({
        margin: options?.rootMargin,
        cross: (isIntersecting) =>
          this.callback(
            [{ isIntersecting } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          ),
      });
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return made;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useNearViewport', () => {
  it('draws once the element comes within the margin, and keeps it drawn', () => {
    const observers = fakeObserver();
    render(<Below />);
    expect(screen.getByText('todavía no')).toBeInTheDocument();
    expect(observers.at(-1)?.margin).toBe('600px');
    act(() => observers.at(-1)?.cross(false));
    expect(screen.getByText('todavía no')).toBeInTheDocument();
    act(() => observers.at(-1)?.cross(true));
    expect(screen.getByText('dibujado')).toBeInTheDocument();
  });

  it('draws at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Below />);
    expect(screen.getByText('dibujado')).toBeInTheDocument();
  });
});

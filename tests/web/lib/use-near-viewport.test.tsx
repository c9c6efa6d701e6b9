/**
 * What lies far below the first screen is drawn as the person scrolls near it
 * (src/lib/use-near-viewport.ts; 'Siguiendo' in the library): not before, then for good; at once
 * where the browser cannot tell.
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from '../../../src/lib/use-near-viewport';

let renders = 0;

function Below() {
  renders += 1;
  const [near, ref] = useNearViewport<HTMLDivElement>('600px');
  return <div ref={ref}>{near ? 'dibujado' : 'todavía no'}</div>;
}

let disconnected = 0;

/** A stand-in IntersectionObserver whose crossings the test decides. */
function fakeObserver() {
  disconnected = 0;
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
    disconnect() {
      disconnected += 1;
    }
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

  // An update from a ref is made inside React's commit, which React renders at once, with every
  // effect of the screen, in the task that drew it (docs/architecture.md "The first visit").
  it('watches from its ref without drawing the element again, and lets go when it is gone', () => {
    const observers = fakeObserver();
    renders = 0;
    const { unmount } = render(<Below />);
    expect(renders).toBe(1);
    expect(observers).toHaveLength(1);
    unmount();
    expect(disconnected).toBe(1);
  });

  it('draws at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Below />);
    expect(screen.getByText('dibujado')).toBeInTheDocument();
  });
});

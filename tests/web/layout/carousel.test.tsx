import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOME_SLIDES } from '../../../domain/home-slides';
import { HeroCarousel } from '../../../src/features/home/components/HeroCarousel';
import { renderWithMantine } from '../helpers/with-mantine';

function visibleHeadline(): string | null {
  const slides = screen.getAllByRole('group', { hidden: true });
  const active = slides.filter((slide) => slide.getAttribute('aria-hidden') !== 'true');
  expect(active).toHaveLength(1);
  return active[0].querySelector('h2')?.textContent ?? null;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('home carousel', () => {
  it('has four Spanish slides, starting with the welcome', () => {
    renderWithMantine(<HeroCarousel />);
    expect(HOME_SLIDES).toHaveLength(4);
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(4);
    expect(visibleHeadline()).toBe('Bienvenido a Tambora');
  });

  it('moves with the previous and next buttons, wrapping around, and with the dots', () => {
    renderWithMantine(<HeroCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Diapositiva siguiente' }));
    expect(visibleHeadline()).toBe(HOME_SLIDES[1].title);
    fireEvent.click(screen.getByRole('button', { name: 'Diapositiva anterior' }));
    fireEvent.click(screen.getByRole('button', { name: 'Diapositiva anterior' }));
    expect(visibleHeadline()).toBe(HOME_SLIDES[3].title);
    const dot = screen.getByRole('button', {
      name: `Ir a la diapositiva 3: ${HOME_SLIDES[2].title}`,
    });
    fireEvent.click(dot);
    expect(visibleHeadline()).toBe(HOME_SLIDES[2].title);
    expect(dot).toHaveAttribute('aria-current', 'true');
  });

  it('advances on its own, but not while hovered or after pausing', () => {
    renderWithMantine(<HeroCarousel intervalMs={5000} />);
    act(() => vi.advanceTimersByTime(5000));
    expect(visibleHeadline()).toBe(HOME_SLIDES[1].title);

    const carousel = screen.getByRole('region', { name: 'Novedades de Tambora' });
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(15000));
    expect(visibleHeadline()).toBe(HOME_SLIDES[1].title);
    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(5000));
    expect(visibleHeadline()).toBe(HOME_SLIDES[2].title);

    fireEvent.click(screen.getByRole('button', { name: 'Pausar el carrusel' }));
    // Clicking focused the button; leaving focus must not resume a paused carousel.
    fireEvent.blur(screen.getByRole('button', { name: 'Reanudar el carrusel' }));
    act(() => vi.advanceTimersByTime(20000));
    expect(visibleHeadline()).toBe(HOME_SLIDES[2].title);
  });

  it('stops while keyboard focus is inside it', () => {
    renderWithMantine(<HeroCarousel intervalMs={5000} />);
    fireEvent.focus(screen.getByRole('button', { name: 'Diapositiva siguiente' }));
    act(() => vi.advanceTimersByTime(20000));
    expect(visibleHeadline()).toBe(HOME_SLIDES[0].title);
  });
});

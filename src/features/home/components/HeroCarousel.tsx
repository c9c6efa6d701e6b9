import { ActionIcon } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import {
  IconChevronLeft,
  IconChevronRight,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { HOME_SLIDES, SLIDE_SIZES, type Slide } from '../../../../domain/home-slides';
import { nextIndex, previousIndex, SLIDE_INTERVAL_MS } from '../slides';
import classes from './HeroCarousel.module.css';

export interface HeroCarouselProps {
  slides?: Slide[];
  intervalMs?: number;
}

/**
 * WAI-ARIA carousel: previous/next and one dot per slide; it advances on its own until the person
 * hovers it, focuses inside it or presses pause, and never when they prefer reduced motion.
 */
export function HeroCarousel({
  slides = HOME_SLIDES,
  intervalMs = SLIDE_INTERVAL_MS,
}: HeroCarouselProps) {
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useReducedMotion();
  const rotating = !paused && !hovered && !focused && !reducedMotion;
  const count = slides.length;
  // Only the slide on show and the next one have their image: the others are downloaded when the
  // carousel comes near them, not by every first visit (each is 2-10 KB a phone pays for).
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(() => new Set([0, 1]));
  useEffect(() => {
    setLoaded((previous) => {
      const next = nextIndex(current, count);
      if (previous.has(current) && previous.has(next)) return previous;
      return new Set([...previous, current, next]);
    });
  }, [current, count]);

  useEffect(() => {
    if (!rotating || count < 2) return;
    const timer = window.setInterval(
      () => setCurrent((index) => nextIndex(index, count)),
      intervalMs,
    );
    return () => window.clearInterval(timer);
  }, [rotating, count, intervalMs]);

  return (
    <section
      className={classes.carousel}
      aria-roledescription="carrusel"
      aria-label="Novedades de Tambora"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={classes.viewport} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, index) => {
          const active = index === current;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide as a group
            <div
              key={slide.image}
              role="group"
              aria-roledescription="diapositiva"
              aria-label={`${index + 1} de ${count}`}
              aria-hidden={!active}
              inert={!active}
              className={classes.slide}
              data-active={active || undefined}
            >
              {loaded.has(index) && (
                <img
                  src={slide.image}
                  srcSet={slide.srcSet}
                  sizes={SLIDE_SIZES}
                  alt=""
                  className={classes.image}
                  fetchPriority={index === 0 ? 'high' : 'low'}
                  width={1600}
                  height={600}
                />
              )}
              <div className={classes.caption}>
                <h2 className={classes.title}>{slide.title}</h2>
                <p className={classes.text}>{slide.text}</p>
              </div>
            </div>
          );
        })}
      </div>
      <div className={classes.controls}>
        <ActionIcon
          variant="white"
          radius="xl"
          size="lg"
          aria-label={paused ? 'Reanudar el carrusel' : 'Pausar el carrusel'}
          onClick={() => setPaused((value) => !value)}
        >
          {paused ? (
            <IconPlayerPlayFilled size={16} aria-hidden />
          ) : (
            <IconPlayerPauseFilled size={16} aria-hidden />
          )}
        </ActionIcon>
        <ActionIcon
          variant="white"
          radius="xl"
          size="lg"
          aria-label="Diapositiva anterior"
          onClick={() => setCurrent((index) => previousIndex(index, count))}
        >
          <IconChevronLeft size={20} aria-hidden />
        </ActionIcon>
        <div className={classes.dots}>
          {slides.map((slide, index) => (
            <button
              key={slide.image}
              type="button"
              className={classes.dot}
              aria-label={`Ir a la diapositiva ${index + 1}: ${slide.title}`}
              aria-current={index === current ? 'true' : undefined}
              data-active={index === current || undefined}
              onClick={() => setCurrent(index)}
            />
          ))}
        </div>
        <ActionIcon
          variant="white"
          radius="xl"
          size="lg"
          aria-label="Diapositiva siguiente"
          onClick={() => setCurrent((index) => nextIndex(index, count))}
        >
          <IconChevronRight size={20} aria-hidden />
        </ActionIcon>
      </div>
    </section>
  );
}

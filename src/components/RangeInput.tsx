import { type CSSProperties, useEffect, useRef } from 'react';
import classes from './RangeInput.module.css';

interface RangeInputProps {
  /** The accessible name ('Posición', 'Volumen'). */
  label: string;
  min: number;
  max: number;
  step?: number;
  value: number;
  /** What a screen reader says for the value ('1:05'); the number otherwise. */
  valueText?: string;
  className?: string;
  /** Every move: a drag's each step, each arrow key. */
  onInput: (value: number) => void;
  /** The value let go on (the end of a drag or a key press), when there is one to commit. */
  onCommit?: (value: number) => void;
}

/**
 * A native `<input type="range">` drawn for the player bar. Native, because every engine fires
 * its 'input' and 'change' events in order and handles pointer, touch and keys itself: Mantine's
 * Slider computes the position in an animation frame but reports the end of a press in a timeout,
 * and WebKit runs the timeout first, so a click sought to the previous value (0:00) there
 *.
 */
export function RangeInput({
  label,
  min,
  max,
  step = 1,
  value,
  valueText,
  className,
  onInput,
  onCommit,
}: RangeInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const commit = useRef(onCommit);
  commit.current = onCommit;

  // React's onChange is the 'input' event; the commit is the native 'change'.
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const onChange = () => commit.current?.(Number(element.value));
    element.addEventListener('change', onChange);
    return () => element.removeEventListener('change', onChange);
  }, []);

  const filled = max > min ? ((value - min) / (max - min)) * 100 : 0;
  return (
    <input
      ref={input}
      type="range"
      className={className ? `${classes.range} ${className}` : classes.range}
      style={{ '--range-filled': `${filled}%` } as CSSProperties}
      aria-label={label}
      aria-valuetext={valueText}
      min={min}
      max={max}
      step={step}
      value={value}
      onChange={(event) => onInput(Number(event.currentTarget.value))}
    />
  );
}

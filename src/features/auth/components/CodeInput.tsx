import { Text } from '@mantine/core';
import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef } from 'react';
import { CODE_LENGTH } from '../../../../domain/auth-texts';
import classes from './CodeInput.module.css';

export interface CodeInputProps {
  /** Visible label of the group, e.g. 'Código de verificación'. */
  label: string;
  /** One entry per box ('' when empty). */
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  /** Called when the last empty box gets its digit, with the whole code. */
  onComplete?: (code: string) => void;
  disabled?: boolean;
  invalid?: boolean;
  /** Id of the text that describes the error, for screen readers. */
  errorId?: string;
  /**
   * Each new value puts focus in the first box once the boxes are enabled (on arrival, after a
   * refused code): the person can type straight away.
   */
  focusSignal?: number;
}

export function emptyCode(): string[] {
  return Array.from({ length: CODE_LENGTH }, () => '');
}

/** Spec section 5: pasting takes the first 4 characters; only digits can fill a box. */
export function digitsFromPaste(text: string): string[] {
  const digits = Array.from(text.replace(/\D/g, '')).slice(0, CODE_LENGTH);
  return [...digits, ...emptyCode()].slice(0, CODE_LENGTH);
}

/**
 * Spec section 5 code entry: 4 boxes, one digit each, digits only; focus moves on after a digit,
 * pasting spreads the code over the boxes, Backspace on an empty box goes back.
 */
export function CodeInput({
  label,
  digits,
  onChange,
  onComplete,
  disabled,
  invalid,
  errorId,
  focusSignal,
}: CodeInputProps) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);

  useEffect(() => {
    if (focusSignal && !disabled) boxes.current[0]?.focus();
  }, [focusSignal, disabled]);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  const commit = (next: string[]) => {
    onChange(next);
    const wasComplete = digits.every((digit) => digit !== '');
    if (!wasComplete && next.every((digit) => digit !== '')) onComplete?.(next.join(''));
  };

  const handleInput = (index: number, value: string) => {
    const typed = value.replace(/\D/g, '');
    if (value !== '' && typed === '') return; // a letter: the box keeps what it had
    if (typed.length >= CODE_LENGTH) {
      // The browser's one-time-code autofill puts the whole code into one box.
      commit(digitsFromPaste(typed));
      focusBox(CODE_LENGTH - 1);
      return;
    }
    const next = [...digits];
    // Typing over a filled box: the new digit is the one that differs from what was there.
    next[index] = typed === '' ? '' : typed.replace(digits[index], '').slice(-1) || typed.slice(-1);
    commit(next);
    if (next[index] !== '' && index < CODE_LENGTH - 1) focusBox(index + 1);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < CODE_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const next = digitsFromPaste(event.clipboardData.getData('text'));
    if (next.every((digit) => digit === '')) return;
    commit(next);
    const firstEmpty = next.indexOf('');
    focusBox(firstEmpty === -1 ? CODE_LENGTH - 1 : firstEmpty);
  };

  return (
    <fieldset className={classes.fieldset} aria-describedby={errorId}>
      <Text component="legend" fw={500} size="sm" className={classes.legend}>
        {label}
      </Text>
      <div className={classes.boxes}>
        {digits.map((digit, index) => (
          <input
            // The boxes never reorder: the position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            className={classes.box}
            value={digit}
            onChange={(event) => handleInput(index, event.currentTarget.value)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={handlePaste}
            onFocus={(event) => event.currentTarget.select()}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={`Dígito ${index + 1} de ${CODE_LENGTH}`}
            aria-invalid={invalid || undefined}
            disabled={disabled}
          />
        ))}
      </div>
    </fieldset>
  );
}

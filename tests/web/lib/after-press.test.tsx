/**
 * What hides on blur waits for the press that took the focus to make its click
 * (src/lib/use-after-press.ts): at once for the keyboard, after the click for a mouse or a tap,
 * after a second when the press makes no click.
 */
import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAfterPress } from '../../../src/lib/use-after-press';

let afterPress: (callback: () => void) => void = () => {};

function Probe() {
  afterPress = useAfterPress();
  return <button type="button">Agregar compositor</button>;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('after a press', () => {
  it('runs at once when no press is under way', () => {
    render(<Probe />);
    const ran = vi.fn();
    afterPress(ran);
    expect(ran).toHaveBeenCalledTimes(1);
  });

  it("waits for the press's click, and runs after the click's own handlers", () => {
    const { getByRole } = render(<Probe />);
    const button = getByRole('button');
    const order: string[] = [];
    button.addEventListener('click', () => order.push('click'));
    fireEvent.pointerDown(button);
    afterPress(() => order.push('hidden'));
    fireEvent.pointerUp(button);
    expect(order).toEqual([]);
    fireEvent.click(button);
    expect(order).toEqual(['click']);
    act(() => vi.advanceTimersByTime(0));
    expect(order).toEqual(['click', 'hidden']);
  });

  it('runs a second after a press that makes no click', () => {
    const { getByRole } = render(<Probe />);
    fireEvent.pointerDown(getByRole('button'));
    const ran = vi.fn();
    afterPress(ran);
    act(() => vi.advanceTimersByTime(999));
    expect(ran).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(ran).toHaveBeenCalledTimes(1);
  });
});

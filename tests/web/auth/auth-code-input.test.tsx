import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  CodeInput,
  digitsFromPaste,
  emptyCode,
} from '../../../src/features/auth/components/CodeInput';
import { renderWithMantine } from '../helpers/with-mantine';

function Harness({ onComplete }: { onComplete?: (code: string) => void }) {
  const [digits, setDigits] = useState<string[]>(emptyCode);
  return (
    <CodeInput
      label="Código de verificación"
      digits={digits}
      onChange={setDigits}
      onComplete={onComplete}
    />
  );
}

function boxes(): HTMLInputElement[] {
  return [1, 2, 3, 4].map(
    (n) => screen.getByRole('textbox', { name: `Dígito ${n} de 4` }) as HTMLInputElement,
  );
}

const values = () => boxes().map((box) => box.value);

describe('code boxes (spec section 5)', () => {
  it('shows 4 labelled boxes in a group named by its visible label', () => {
    renderWithMantine(<Harness />);
    expect(screen.getByRole('group', { name: 'Código de verificación' })).toBeInTheDocument();
    expect(boxes()).toHaveLength(4);
    expect(boxes()[0]).toHaveAttribute('inputmode', 'numeric');
    expect(boxes()[0]).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('takes one digit per box and moves focus on as the person types', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    renderWithMantine(<Harness onComplete={onComplete} />);
    await user.click(boxes()[0]);
    await user.keyboard('1');
    expect(boxes()[1]).toHaveFocus();
    await user.keyboard('234');
    expect(values()).toEqual(['1', '2', '3', '4']);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('1234');
  });

  it('refuses anything but digits', async () => {
    const user = userEvent.setup();
    renderWithMantine(<Harness />);
    await user.click(boxes()[0]);
    await user.keyboard('a');
    expect(values()).toEqual(['', '', '', '']);
    expect(boxes()[0]).toHaveFocus();
    await user.keyboard('-');
    await user.keyboard(' ');
    expect(values()).toEqual(['', '', '', '']);
    await user.keyboard('7');
    expect(values()).toEqual(['7', '', '', '']);
  });

  it('replaces the digit of a box typed over', async () => {
    const user = userEvent.setup();
    renderWithMantine(<Harness />);
    await user.click(boxes()[0]);
    await user.keyboard('12');
    await user.click(boxes()[0]);
    await user.keyboard('9');
    expect(values()).toEqual(['9', '2', '', '']);
  });

  it('spreads a pasted code over the boxes, first 4 digits only', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    renderWithMantine(<Harness onComplete={onComplete} />);
    await user.click(boxes()[0]);
    await user.paste('987654');
    expect(values()).toEqual(['9', '8', '7', '6']);
    expect(onComplete).toHaveBeenCalledWith('9876');
    expect(boxes()[3]).toHaveFocus();
  });

  it('fills what a short paste gives and leaves focus on the next empty box', async () => {
    const user = userEvent.setup();
    renderWithMantine(<Harness />);
    await user.click(boxes()[2]);
    await user.paste('12');
    expect(values()).toEqual(['1', '2', '', '']);
    expect(boxes()[2]).toHaveFocus();
  });

  it('ignores a paste without digits', async () => {
    const user = userEvent.setup();
    renderWithMantine(<Harness />);
    await user.click(boxes()[0]);
    await user.paste('hola');
    expect(values()).toEqual(['', '', '', '']);
  });

  it('goes back on Backspace in an empty box, erasing the digit before', async () => {
    const user = userEvent.setup();
    renderWithMantine(<Harness />);
    await user.click(boxes()[0]);
    await user.keyboard('12');
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveFocus();
    expect(values()).toEqual(['1', '', '', '']);
    await user.keyboard('{Backspace}');
    expect(boxes()[0]).toHaveFocus();
    expect(values()).toEqual(['', '', '', '']);
    // In the first box there is nowhere further back to go.
    await user.keyboard('{Backspace}');
    expect(boxes()[0]).toHaveFocus();
  });

  it('moves between boxes with the arrow keys', async () => {
    const user = userEvent.setup();
    renderWithMantine(<Harness />);
    await user.click(boxes()[1]);
    await user.keyboard('{ArrowRight}');
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(boxes()[0]).toHaveFocus();
  });
});

describe('digitsFromPaste', () => {
  it('keeps the first 4 digits of the pasted text', () => {
    expect(digitsFromPaste('1234')).toEqual(['1', '2', '3', '4']);
    expect(digitsFromPaste(' 12 34 ')).toEqual(['1', '2', '3', '4']);
    expect(digitsFromPaste('Código: 5678')).toEqual(['5', '6', '7', '8']);
    expect(digitsFromPaste('9')).toEqual(['9', '', '', '']);
  });
});

/**
 * Mantine's components take their ids from src/lib/mantine-use-id.ts (the build swaps it in for
 * @mantine/hooks' own): an id is there from the first render and never changes, so drawing a
 * field is one render, not a second one inside React's commit (docs/architecture.md "The first
 * visit").
 */
import { useId as mantineOwnUseId } from '@mantine/hooks';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useId } from '../../../src/lib/mantine-use-id';

/** Each id a field was drawn with, one per render. */
let renders: string[] = [];

function Field({ hook, id }: { hook: (id?: string) => string; id?: string }) {
  renders.push(hook(id));
  return <span data-testid="id">{renders.at(-1)}</span>;
}

describe("Mantine's useId, as the app gives it", () => {
  it('draws a field once, with an id that is the same in every render', () => {
    renders = [];
    const { rerender } = render(<Field hook={useId} />);
    expect(renders).toHaveLength(1);
    const [first] = renders;
    expect(first).toMatch(/^mantine-[\w-]+$/);
    rerender(<Field hook={useId} />);
    expect(renders).toEqual([first, first]);
  });

  it('keeps an id it is given, and gives two fields two ids', () => {
    renders = [];
    render(<Field hook={useId} id="campo" />);
    expect(renders).toEqual(['campo']);
    renders = [];
    render(
      <>
        <Field hook={useId} />
        <Field hook={useId} />
      </>,
    );
    expect(new Set(renders).size).toBe(2);
  });

  // Why the build swaps it: if Mantine's own stops drawing twice, the swap can go.
  it("is needed: Mantine's own draws every field twice, even one given its id", () => {
    renders = [];
    render(<Field hook={mantineOwnUseId} id="campo" />);
    expect(renders).toHaveLength(2);
    expect(screen.getByTestId('id')).toHaveTextContent('campo');
  });
});

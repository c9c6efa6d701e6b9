import { describe, expect, it } from 'vitest';
import { StepGate } from '../engines/step-gate';

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 1));

/** Runs engines' steps through one gate, noting which steps were running at each start. */
async function runEngines(engines: { timed: boolean; ticks: number }[][]) {
  const gate = new StepGate();
  const running = new Set<string>();
  const overlaps: Record<string, string[]> = {};
  const order: string[] = [];
  await Promise.all(
    engines.map(async (steps, engine) => {
      for (const [index, step] of steps.entries()) {
        const name = `${engine}.${index}${step.timed ? ' timed' : ''}`;
        await gate.run(step.timed, async () => {
          overlaps[name] = [...running];
          running.add(name);
          order.push(name);
          for (let i = 0; i < step.ticks; i += 1) {
            await tick();
            for (const other of running) if (other !== name) overlaps[name]?.push(other);
          }
          running.delete(name);
        });
      }
    }),
  );
  return { overlaps, order };
}

const shared = (ticks: number) => ({ timed: false, ticks });
const timed = (ticks: number) => ({ timed: true, ticks });

// docs/architecture.md "Every engine listeners use": steps run side by side, a timed one alone.
describe('StepGate', () => {
  it('runs the steps of two engines side by side', async () => {
    const { overlaps } = await runEngines([
      [shared(5), shared(5)],
      [shared(5), shared(5)],
    ]);
    expect(overlaps['1.0']).toContain('0.0');
  });

  it('runs a timed step alone: no other step starts or runs meanwhile', async () => {
    const { overlaps } = await runEngines([
      [shared(2), timed(6), shared(2)],
      [shared(4), shared(4), shared(4), timed(3), shared(1)],
    ]);
    expect(overlaps['0.1 timed']).toEqual([]);
    expect(overlaps['1.3 timed']).toEqual([]);
  });

  it('starts a waiting timed step before any shared step that asks after it', async () => {
    // Engines 1 and 2 take turns so that one of them always runs a step: were shared steps let
    // in while a timed one waits, it would wait for both to finish everything.
    const { order } = await runEngines([
      [shared(1), timed(2)],
      [shared(3), shared(3), shared(3), shared(3)],
      [shared(2), shared(3), shared(3), shared(3)],
    ]);
    expect(order.indexOf('0.1 timed')).toBeLessThan(order.indexOf('1.1'));
    expect(order.indexOf('0.1 timed')).toBeLessThan(order.indexOf('2.1'));
  });

  it('lets the next step in when a step throws', async () => {
    const gate = new StepGate();
    await expect(
      gate.run(true, async () => {
        throw new Error('falló');
      }),
    ).rejects.toThrow('falló');
    await expect(gate.run(false, async () => 'siguiente')).resolves.toBe('siguiente');
  });
});

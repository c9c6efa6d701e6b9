/**
 * The engines run side by side (run.ts), each its own browser and server, sharing the machine's
 * cores. A step that times real-time audio against a product figure (the next song within 1 s of
 * the end, with the page hidden) measures the product only while it has the CPU a phone would
 * give one app: it runs alone, once the other engines' current steps are over, and they wait
 * for it. Every other step runs side by side as before.
 *
 * Measured under `stress --cpu 1` on 2 cores: WebKit alone, 80 and 101 ms from the end to the
 * next song; beside Firefox, 957 ms, and 1,436–2,087 ms when it failed.
 */
export class StepGate {
  private sharing = 0;
  private alone = false;
  /** Timed steps waiting: no shared step starts meanwhile, so they are not starved. */
  private aloneWanted = 0;
  private waiting: (() => void)[] = [];

  /** Runs `work` as a step; `timed` runs it alone. */
  async run<T>(timed: boolean, work: () => Promise<T>): Promise<T> {
    if (timed) this.aloneWanted += 1;
    while (this.alone || (timed ? this.sharing > 0 : this.aloneWanted > 0)) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    if (timed) {
      this.aloneWanted -= 1;
      this.alone = true;
    } else this.sharing += 1;
    try {
      return await work();
    } finally {
      if (timed) this.alone = false;
      else this.sharing -= 1;
      const woken = this.waiting;
      this.waiting = [];
      for (const wake of woken) wake();
    }
  }
}

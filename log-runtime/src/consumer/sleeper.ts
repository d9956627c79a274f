/**
 * A sleep that `wake()` cuts short: a worker sleeps between tries and wakes at once to stop,
 * or for news. A wake while it is not asleep makes its next sleep return at once, so news
 * that comes between two sleeps is not slept through.
 */
export class Sleeper {
  #wake: (() => void) | undefined;
  #woken = false;

  async sleep(ms: number): Promise<void> {
    if (this.#woken) {
      this.#woken = false;
      return;
    }
    await new Promise<void>((resolve) => {
      const t = setTimeout(resolve, ms);
      this.#wake = () => {
        clearTimeout(t);
        resolve();
      };
    });
    this.#wake = undefined;
    this.#woken = false;
  }

  wake(): void {
    if (this.#wake) this.#wake();
    else this.#woken = true;
  }
}

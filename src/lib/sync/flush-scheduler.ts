/**
 * Scheduling of the sending tab's flushes: one flush at a time (a request during a flush runs
 * another round after it), a timer for "flush in N ms", and the backoff after passing failures
 * (compute-backoff-ms.ts: exponential with full jitter, never shorter than Retry-After). A tab
 * that does not send forwards the request to the one that does (sender-leadership.ts).
 */
import { computeBackoffMs } from './compute-backoff-ms.ts';

export interface FlushSchedulerOptions {
  /** One flush round (the engine's). */
  run: () => Promise<void>;
  isLeader: () => boolean;
  askLeader: () => void;
  now: () => number;
  random: () => number;
  backoffBaseMs: number;
  backoffCapMs: number;
}

export class FlushScheduler {
  private flushing: Promise<void> | undefined;
  private flushAgain = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private notBeforeMs = 0;
  private failuresInRow = 0;
  private stopped = false;

  constructor(private readonly options: FlushSchedulerOptions) {}

  start(): void {
    this.stopped = false;
  }

  /** Stops the timer; resolves when a running flush is over. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.flushing?.catch(() => {});
  }

  get isStopped(): boolean {
    return this.stopped;
  }

  /** Inside the backoff: the next send must wait (`requestFlush` re-arms the timer). */
  get isWaiting(): boolean {
    return this.options.now() < this.notBeforeMs;
  }

  /**
   * Asks for a send: the sending tab flushes after `delayMs`; another tab forwards the request.
   * `force` ignores the backoff (the network came back, the user signed in).
   */
  requestFlush(delayMs = 0, force = false): void {
    if (this.stopped) return;
    if (!this.options.isLeader()) {
      this.options.askLeader();
      return;
    }
    if (force) this.notBeforeMs = 0;
    const wait = Math.max(delayMs, this.notBeforeMs - this.options.now());
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      // A page going away closes the database under a running flush: nothing to do then.
      this.flush().catch((error: unknown) => console.info('Sync flush stopped', error));
    }, wait);
  }

  /** Runs a flush now (sending tab only); `force` ignores the backoff. */
  flush(force = false): Promise<void> {
    if (!this.options.isLeader() || this.stopped) return Promise.resolve();
    if (force) this.notBeforeMs = 0;
    if (this.flushing) {
      this.flushAgain = true;
      return this.flushing;
    }
    this.flushing = (async () => {
      try {
        do {
          this.flushAgain = false;
          await this.options.run();
        } while (this.flushAgain && !this.stopped);
      } finally {
        this.flushing = undefined;
      }
    })();
    return this.flushing;
  }

  /** A request went through: the next failure starts the backoff from the beginning. */
  succeeded(): void {
    this.failuresInRow = 0;
  }

  /** Waits before the next send (see compute-backoff-ms.ts), at least Retry-After. */
  backOff(retryAfterMs?: number): void {
    this.failuresInRow += 1;
    const waitMs = computeBackoffMs({
      failuresInRow: this.failuresInRow,
      baseMs: this.options.backoffBaseMs,
      capMs: this.options.backoffCapMs,
      random: this.options.random,
      retryAfterMs,
    });
    this.notBeforeMs = this.options.now() + waitMs;
    this.requestFlush(0);
  }
}

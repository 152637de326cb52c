/**
 * Which tab sends: one per browser, the holder of the Web Lock SYNC_SENDER_LOCK_NAME for as long
 * as it lives (a closed or reloaded tab hands it on). Other tabs ask it to flush over the
 * BroadcastChannel SYNC_CHANNEL_NAME. Without Web Locks every tab sends; the server's
 * idempotency keeps that safe. The sender also tells the other tabs the server's answer to each
 * file it uploaded (a screen in another tab that queued the file needs it: `fileAnswer`).
 * Platform pieces are injected so Node tests can play several tabs.
 */
import { SYNC_CHANNEL_NAME, SYNC_SENDER_LOCK_NAME } from './sync-constants.ts';

export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export class SenderLeadership {
  private channel: BroadcastChannel | undefined;
  private leader = false;
  private stopped = false;
  private release: (() => void) | undefined;

  constructor(
    private readonly options: {
      locks?: LockManagerLike | undefined;
      openChannel?: (() => BroadcastChannel) | undefined;
      /** This tab became the sender. */
      onLead: () => void;
      /** Another tab asked for a flush (called only while this tab is the sender). */
      onFlushAsked: () => void;
      /** The sending tab (another one) uploaded a file row and the server answered this. */
      onFileAnswer?: (mutationId: string, answer: unknown) => void;
    },
  ) {}

  get isLeader(): boolean {
    return this.leader;
  }

  start(): void {
    this.stopped = false;
    const openChannel =
      this.options.openChannel ??
      (typeof BroadcastChannel === 'undefined'
        ? undefined
        : () => new BroadcastChannel(SYNC_CHANNEL_NAME));
    this.channel = openChannel?.();
    this.channel?.addEventListener('message', (event: MessageEvent) => {
      const data = event.data as { type?: unknown; id?: unknown; answer?: unknown } | null;
      if (data?.type === 'file-answer') {
        if (typeof data.id === 'string') this.options.onFileAnswer?.(data.id, data.answer);
        return;
      }
      if (this.leader) this.options.onFlushAsked();
    });
    const { locks } = this.options;
    if (!locks) {
      this.leader = true;
      this.options.onLead();
      return;
    }
    void locks.request(SYNC_SENDER_LOCK_NAME, async () => {
      if (this.stopped) return;
      this.leader = true;
      this.options.onLead();
      await new Promise<void>((resolve) => (this.release = resolve));
      this.leader = false;
    });
  }

  /** Asks the sending tab (another one) to flush. */
  askLeaderToFlush(): void {
    this.channel?.postMessage({ type: 'flush' });
  }

  /** Tells the other tabs the server's answer to a file row this tab uploaded. */
  shareFileAnswer(mutationId: string, answer: unknown): void {
    try {
      this.channel?.postMessage({ type: 'file-answer', id: mutationId, answer });
    } catch (error) {
      // An answer that cannot be cloned stays in this tab; the others fall back without it.
      console.info('File answer not shared', error);
    }
  }

  /** Leaves: closes the channel and hands the lock on. */
  stop(): void {
    this.stopped = true;
    this.channel?.close();
    this.channel = undefined;
    this.release?.();
    this.release = undefined;
  }
}

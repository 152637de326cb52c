/**
 * A simulated browser for the sync engine tests: IndexedDB comes from fake-indexeddb (Node has
 * none), Web Locks from a tiny in-process lock manager, BroadcastChannel from Node. Each "tab" is
 * a real SyncEngine over its own Dexie handle on the device's database; requests go to the real
 * app (`createApp()`), through a network that tests can break (`Network`).
 */
import 'fake-indexeddb/auto';
import { API_PREFIX, API_ROUTES } from '@/common/http/api-paths.ts';
import {
  syncBatchResponseSchema,
  type SyncBatchRequest,
  type SyncBatchResponse,
} from '@/common/sync/sync-schema.ts';
import { openNyraDatabase, type NyraDatabase } from '@/src/lib/db.ts';
import type { LockManagerLike } from '@/src/lib/sync/sender-leadership.ts';
import { SyncEngine } from '@/src/lib/sync/sync-engine.ts';
import { isRetryableStatus, SyncSendError } from '@/src/lib/sync/sync-send-error.ts';
import type { SyncDocumentType } from '@/src/lib/sync/sync-document-type.ts';

/** Web Locks stand-in: exclusive, FIFO, per name, shared by every tab of one device. */
export function createLockManager(): LockManagerLike {
  const queues = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const previous = queues.get(name) ?? Promise.resolve();
      const run = previous.then(callback, callback);
      queues.set(
        name,
        run.catch(() => {}),
      );
      return run;
    },
  };
}

/** The path between a device and the server; faults are switched by the test. */
export interface Network {
  /** Requests fail before reaching the server. */
  offline: boolean;
  /** The next N requests reach the server (which commits) but the answer is lost. */
  loseResponses: number;
  /** The next N requests are delivered twice (the second answer is the one returned). */
  duplicate: number;
  /** Server unavailable (restarting): 503 with Retry-After. */
  serverDown: boolean;
  /** Requests that reached the server. */
  delivered: number;
}

export function createNetwork(): Network {
  return { offline: false, loseResponses: 0, duplicate: 0, serverDown: false, delivered: 0 };
}

export type AppRequest = (path: string, init: RequestInit) => Response | Promise<Response>;

/** A transport to the real app through `network` (what the browser's fetch would be). */
export function createTransport(
  request: () => AppRequest,
  token: () => string,
  network: Network,
): (batch: SyncBatchRequest) => Promise<SyncBatchResponse> {
  return async (batch) => {
    if (network.offline) throw new SyncSendError('retry', 'offline');
    if (network.serverDown) throw new SyncSendError('retry', 'Service unavailable', 503, 5);
    const init = {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token()}` },
      body: JSON.stringify(batch),
    };
    const times = network.duplicate > 0 ? 2 : 1;
    if (times === 2) network.duplicate -= 1;
    let response: Response | undefined;
    for (let i = 0; i < times; i += 1) {
      response = await request()(`${API_PREFIX}${API_ROUTES.sync.mutations}`, init);
      network.delivered += 1;
    }
    if (network.loseResponses > 0) {
      network.loseResponses -= 1;
      throw new SyncSendError('retry', 'connection reset after the server answered');
    }
    if (!response!.ok) {
      const body = (await response!.json().catch(() => ({}))) as { message?: string };
      const status = response!.status;
      throw new SyncSendError(
        isRetryableStatus(status) ? 'retry' : 'refused',
        body.message ?? `HTTP ${status}`,
        status,
      );
    }
    return syncBatchResponseSchema.parse(await response!.json());
  };
}

export interface DeviceOptions {
  name: string;
  owner: () => string | null;
  send: (batch: SyncBatchRequest) => Promise<SyncBatchResponse>;
  types?: SyncDocumentType[];
  random?: () => number;
}

/** One browser profile: one database, one lock manager, any number of tabs. */
export function createDevice(options: DeviceOptions) {
  const locks = createLockManager();
  const tabs: Array<{ db: NyraDatabase; engine: SyncEngine }> = [];
  return {
    openTab(): { db: NyraDatabase; engine: SyncEngine } {
      const db = openNyraDatabase(options.name);
      const engine = new SyncEngine({
        db,
        send: options.send,
        currentOwner: options.owner,
        locks,
        openChannel: () => new BroadcastChannel(`sync-${options.name}`),
        random: options.random,
        // Real backoff (full jitter from the seeded PRNG), on a millisecond scale.
        backoffBaseMs: 2,
        backoffCapMs: 20,
        // Tests flush explicitly; a long delay keeps timers out of the way.
        afterWriteDelayMs: 0,
      });
      for (const type of options.types ?? []) engine.registerType(type);
      engine.start();
      const tab = { db, engine };
      tabs.push(tab);
      return tab;
    },
    async closeTab(tab: { db: NyraDatabase; engine: SyncEngine }): Promise<void> {
      await tab.engine.stop();
      tab.db.close();
      tabs.splice(tabs.indexOf(tab), 1);
    },
    async closeAll(): Promise<void> {
      for (const tab of [...tabs]) await this.closeTab(tab);
    },
    tabs,
  };
}

/** How many sync-engine outbox rows the page's IndexedDB holds (0: everything reached the server). */
import type { Page } from '@playwright/test';

export async function countOutboxRows(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('nyra');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const count = await new Promise<number>((resolve, reject) => {
      const request = db.transaction('syncOutbox').objectStore('syncOutbox').count();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    db.close();
    return count;
  });
}

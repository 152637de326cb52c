/**
 * Puts rows into the app's sync outbox (IndexedDB `nyra`, table `syncOutbox`) in one transaction,
 * as pending and never tried, the way a long offline session leaves them: the sync benches then go
 * online and time the drain (time-outbox-drain.mjs). Plain IndexedDB from the page, no app code.
 *
 * @param {import('@playwright/test').Page} page
 * @param {object[]} rows outbox rows without `createdAt`, `attempts` and `state`
 */
export function queueOutboxRows(page, rows) {
  return page.evaluate(async (rows) => {
    const db = await new Promise((resolve, reject) => {
      const open = indexedDB.open('nyra');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    await new Promise((resolve, reject) => {
      const tx = db.transaction('syncOutbox', 'readwrite');
      for (const row of rows) {
        tx.objectStore('syncOutbox').put({
          ...row,
          createdAt: Date.now(),
          attempts: 0,
          state: 'pending',
        });
      }
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, rows);
}

/**
 * Rows in the app's sync outbox (IndexedDB `nyra`, table `syncOutbox`), read with plain IndexedDB
 * from the page so no app code runs: the sync benches poll it until the outbox drains.
 *
 * @param {import('@playwright/test').Page} page
 */
export function countOutboxRows(page) {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('nyra');
        open.onsuccess = () => {
          const request = open.result.transaction('syncOutbox').objectStore('syncOutbox').count();
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result);
          };
          request.onerror = () => reject(request.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );
}

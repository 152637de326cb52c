/**
 * The time the engine itself took, as the Practice page's run summary states it ("… · 12 ms",
 * "· 1.2 s", "· < 1 ms" read as 0.5): the part of a click's time spent inside Pyodide or sql.js.
 * NaN when the summary has no time.
 *
 * @param {import('@playwright/test').Page} page
 */
export async function readEngineSummaryMs(page) {
  const text = (await page.getByTestId('run-summary').textContent()) ?? '';
  const match = /·\s*(<\s*1|[\d.]+)\s*(ms|s)/.exec(text);
  if (!match) return NaN;
  if (match[1].startsWith('<')) return 0.5;
  return Number(match[1]) * (match[2] === 's' ? 1000 : 1);
}

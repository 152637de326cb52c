/**
 * Clicks a button of the Practice page (Run, Submit) and resolves with the ms until the output area
 * is idle again with a run summary, timed inside the page so the driver's round trips stay out.
 * `waitForBusy` first waits for the area to turn busy: when the previous result is still shown, it
 * would otherwise count as the new one.
 *
 * @param {import('@playwright/test').Page} page
 * @param {string} buttonName the button's exact text
 * @param {{ waitForBusy?: boolean }} [options]
 */
export function timePracticeClick(page, buttonName, { waitForBusy = false } = {}) {
  return page.evaluate(
    async ({ name, mustSeeBusy }) => {
      const button = [...document.querySelectorAll('button')].find(
        (element) => element.textContent === name,
      );
      const output = document.querySelector('[data-testid="practice-output"]');
      if (!button || !output) throw new Error(`no ${name} button or output`);
      const started = performance.now();
      await new Promise((resolve) => {
        let sawBusy = !mustSeeBusy;
        const observer = new MutationObserver(() => {
          if (output.getAttribute('aria-busy') === 'true') sawBusy = true;
          if (
            sawBusy &&
            output.getAttribute('aria-busy') === 'false' &&
            output.querySelector('[data-testid="run-summary"]')
          ) {
            observer.disconnect();
            resolve();
          }
        });
        observer.observe(output, { attributes: true, childList: true, subtree: true });
        button.click();
      });
      return performance.now() - started;
    },
    { name: buttonName, mustSeeBusy: waitForBusy },
  );
}

/**
 * Resume export and sharing end to end against the production build: a three-page resume (imported
 * as JSON Resume) previews with its true page count and pages through; the template choice changes
 * the exported PDF; "Download PDF" saves a PDF named after the resume, also offline (worker
 * and fonts from the service worker's precache); a share link opens for a visitor with no
 * account, carries noindex, and answers "turned off" once revoked.
 */
import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { toJsonResume } from '@/common/resume/export/to-json-resume.ts';
import { readPdfText } from '../support/read-pdf-text.ts';
import { renderResumePdfInNode } from '../support/render-resume-pdf-node.ts';
import { longResume } from '../support/sample-resumes.ts';
import { expect, test, type Page } from './support/test.ts';
import { seedSession } from './support/create-account.ts';
import { bearer, createAccountPatiently } from './support/courses-helpers.ts';
import { waitForServiceWorker } from './support/wait-for-service-worker.ts';

// Offline download needs the service worker; the default config blocks it.
test.use({ serviceWorkers: 'allow' });

const preview = (page: Page) => page.getByRole('article', { name: 'Resume preview' });

async function pdfOf(download: Download): Promise<Uint8Array> {
  const file = await download.path();
  return new Uint8Array(await readFile(file));
}

test('previews, pages, downloads (also offline) and shares a resume', async ({
  page,
  request,
  context,
  browser,
}) => {
  // A long walk through the whole screen (a reload, offline, several saves): at CI's saturated
  // two cores it took over the default 60 s.
  test.setTimeout(180_000);
  const resume = longResume();
  const pages = (await readPdfText(await renderResumePdfInNode(resume, 'classic', 'A4'))).pages;
  const session = await createAccountPatiently(request);
  const imported = await request.post('/api/resume/import/', {
    headers: bearer(session),
    data: { file_name: 'ada-long.json', resume: toJsonResume(resume) },
  });
  expect(imported.status()).toBe(201);

  const openResume = () =>
    page
      .getByRole('navigation', { name: 'Your resumes' })
      .getByRole('button', { name: /ada-long/ })
      .click();
  await seedSession(page, session);
  await page.goto('/dashboard/resumes');
  await waitForServiceWorker(page);
  await openResume();
  const status = preview(page).getByRole('status');
  await expect(status).toContainText(`Page 1 of ${pages}`, { timeout: 30_000 });
  await expect(preview(page)).toContainText(resume.learner_email);
  await preview(page).getByRole('button', { name: 'Next' }).click();
  await expect(status).toContainText(`Page 2 of ${pages}`);

  // Classic, then Modern: two different PDFs, each named after the resume.
  const downloadPdf = async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      preview(page).getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('ada-long.pdf');
    return pdfOf(download);
  };
  const classic = await readPdfText(await downloadPdf());
  await preview(page).getByRole('radio', { name: 'Modern' }).check();
  await expect(status).toContainText(`of ${pages}`);
  const modern = await readPdfText(await downloadPdf());
  const layout = (runs: { x: number; y: number }[]) => runs.map((r) => `${r.x},${r.y}`).join(' ');
  expect(layout(modern.runs)).not.toBe(layout(classic.runs));
  expect(modern.runs.map((run) => run.text).join(' ')).toContain(resume.learner_email);

  // Offline: the worker, pdfjs and the fonts come from the precache.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('You are offline.')).toBeVisible();
  await openResume();
  await expect(status).toContainText(`Page 1 of`, { timeout: 30_000 });
  const offline = await readPdfText(await downloadPdf());
  expect(offline.pages).toBeGreaterThanOrEqual(pages - 1);
  await context.setOffline(false);

  // Share: a visitor without an account opens it; after revoking, the link is gone.
  await page.reload();
  await openResume();
  const share = page.getByRole('region', { name: 'Share link' });
  await share.getByRole('button', { name: 'Create share link' }).click();
  const url = await share.getByRole('textbox').inputValue();
  expect(url).toMatch(/\/r\/[A-Za-z0-9_-]{43}$/);
  const visitor = await browser.newContext({ serviceWorkers: 'block' });
  const visitorPage = await visitor.newPage();
  const opened = await visitorPage.goto(url);
  expect(opened?.headers()['x-robots-tag']).toContain('noindex');
  await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(resume.learner_name);
  await expect(visitorPage.getByRole('status')).toContainText('Page 1 of', { timeout: 30_000 });
  await expect(visitorPage.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.reload();
  await openResume();
  await expect(page.getByRole('region', { name: 'Share link' })).toContainText('Last opened');
  await page
    .getByRole('region', { name: 'Share link' })
    .getByRole('button', { name: 'Turn off link' })
    .click();
  await expect(page.getByRole('region', { name: 'Share link' })).toContainText('No link');
  await visitorPage.reload();
  await expect(visitorPage.getByRole('alert')).toHaveText(
    'This link does not exist or was turned off by its owner.',
  );
  await visitor.close();
});

test('a template switch cancels the previous render and shows the new template, with no raw pdf.js error; the controls work by keyboard', async ({
  page,
  request,
}) => {
  const resume = longResume();
  const session = await createAccountPatiently(request);
  const imported = await request.post('/api/resume/import/', {
    headers: bearer(session),
    data: { file_name: 'ada-switch.json', resume: toJsonResume(resume) },
  });
  expect(imported.status()).toBe(201);
  await seedSession(page, session);
  await page.goto('/dashboard/resumes');
  await page
    .getByRole('navigation', { name: 'Your resumes' })
    .getByRole('button', { name: /ada-switch/ })
    .click();
  const status = preview(page).getByRole('status');
  // The résumé's actions sit above its (tall) preview, at desktop and phone widths.
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    const action = await page.getByRole('button', { name: 'Edit Resume' }).boundingBox();
    const panel = await preview(page).boundingBox();
    expect(action && panel && action.y + action.height <= panel.y).toBe(true);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  // Every alert the preview ever shows, even one that a later render clears.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { previewAlerts: string[] }).previewAlerts = seen;
    new MutationObserver(() => {
      for (const alert of document.querySelectorAll('[role="alert"]')) {
        const text = alert.textContent ?? '';
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const frame = preview(page).locator('[aria-busy]');
  /**
   * The drawn page's text positions once the preview is drawn again: what differs between
   * templates. "Page 1 of N" stays up while the next render waits out its debounce, so after a
   * switch the frame must first turn busy (it stays busy at least the 400 ms debounce).
   */
  const settledLayout = async ({ afterSwitch = true } = {}) => {
    if (afterSwitch) await expect(frame).toHaveAttribute('aria-busy', 'true');
    await expect(frame).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
    await expect(status).toHaveText(/^Page 1 of \d+$/, { timeout: 30_000 });
    await expect(preview(page).locator('.textLayer span').first()).toBeAttached();
    return preview(page)
      .locator('.textLayer span')
      .evaluateAll((spans) =>
        spans.map(
          (span) => `${(span as HTMLElement).style.left},${(span as HTMLElement).style.top}`,
        ),
      );
  };
  const choose = (name: string) => preview(page).getByRole('radio', { name }).check();

  await choose('Minimal');
  const minimal = await settledLayout();
  await choose('Classic');
  const classic = await settledLayout();
  expect(classic).not.toEqual(minimal);

  // Switch while earlier renders are still in flight (each waits out the 400 ms debounce).
  for (const name of ['Modern', 'Executive', 'Classic', 'Modern', 'Minimal']) {
    await choose(name);
    await page.waitForTimeout(450);
  }
  // The last switch's render may already be under way (or done): just wait for it to settle.
  const final = await settledLayout({ afterSwitch: false });
  expect(
    await page.evaluate(() => (window as unknown as { previewAlerts: string[] }).previewAlerts),
  ).toEqual([]);
  expect(final).toEqual(minimal);

  // Keyboard: one tab stop per group, arrows move the choice.
  await preview(page).getByRole('radio', { name: 'Minimal' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(preview(page).getByRole('radio', { name: 'Executive' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(preview(page).getByRole('radio', { name: 'A4' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(preview(page).getByRole('radio', { name: 'US Letter' })).toBeChecked();
  await expect(preview(page).getByRole('group', { name: 'Paper' })).toBeVisible();
});

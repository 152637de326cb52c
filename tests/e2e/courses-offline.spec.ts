/**
 * Offline reading: a lesson opened once reads offline after a reload; "Make available
 * offline" stores a whole course (lessons and videos) with progress and size, every lesson then
 * reads offline and the video plays from the cache; "Remove download" frees it again.
 */
import { expect, test, type Page } from './support/test.ts';
import { videoUploadResponseSchema } from '@/common/courses/authoring-schema.ts';
import { courseListResponseSchema } from '@/common/courses/course-schema.ts';
import { seedSession } from './support/create-account.ts';
import {
  bearer,
  createAccountPatiently,
  recordWebm,
  signInAdmin,
} from './support/courses-helpers.ts';
import { waitForServiceWorker } from './support/wait-for-service-worker.ts';

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 300_000 });

async function openOnlineWithServiceWorker(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForServiceWorker(page);
  // Load again so the outline request itself goes through the service worker's cache.
  await page.reload();
}

test('a lesson opened once reads offline after a reload; an unopened one says so', async ({
  page,
  context,
  request,
}) => {
  const session = await createAccountPatiently(request);
  await seedSession(page, session);
  await openOnlineWithServiceWorker(page, '/dashboard/lessons?course=data-engineering');
  const modules = page.getByRole('complementary', { name: 'Data Engineering modules' });
  await modules.getByRole('link', { name: /Joins without surprises/ }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Fan-out' })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('You are offline.')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: /Joins without surprises/ }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Fan-out' })).toBeVisible();
  await expect(page.locator('figure pre').first()).toContainText('items_per_order');

  await modules.getByRole('link', { name: /Reading query plans/ }).click();
  await expect(page.getByText('This lesson is not saved on this device yet.')).toBeVisible();
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(
    page.getByRole('heading', { level: 3, name: 'Ask the database what it did' }),
  ).toBeVisible();

  // Signing out removes the cached lesson responses (they were fetched with this user's token).
  expect(await page.evaluate(() => caches.has('nyra-lessons-api-v1'))).toBe(true);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  // Progress recorded offline may still be syncing, in which case Sign Out warns first (the
  // warning has its own spec); either way the user ends up signed out on /.
  const anyway = page.getByRole('button', { name: 'Sign out anyway' });
  await expect
    .poll(async () => {
      if (await anyway.isVisible()) await anyway.click();
      return new URL(page.url()).pathname;
    })
    .toBe('/');
  await expect.poll(() => page.evaluate(() => caches.has('nyra-lessons-api-v1'))).toBe(false);
});

test('a downloaded course reads offline in full, video included, and Remove download frees it', async ({
  page,
  context,
  request,
}) => {
  // The download also stores the engines of the course's exercises (≈ 63 MB).
  test.setTimeout(240_000);
  // An admin adds a module with a real video lesson to the course first.
  const admin = await signInAdmin(request);
  await seedSession(page, admin);
  await page.goto('/dashboard/lessons');
  const webm = await recordWebm(page);
  const upload = await request.post('/api/courses/videos/', {
    headers: bearer(admin),
    multipart: { video_file: { name: 'clip.webm', mimeType: 'video/webm', buffer: webm } },
  });
  expect(upload.status()).toBe(201);
  const video = videoUploadResponseSchema.parse(await upload.json());
  const suffix = Date.now().toString(36);
  const module = await request.post('/api/courses/data-engineering/modules/', {
    headers: bearer(admin),
    data: {
      title: `Offline clips ${suffix}`,
      blurb: 'Short clips for the offline test.',
      displayOrder: 99,
    },
  });
  const moduleId = ((await module.json()) as { id: string }).id;
  const lesson = await request.post(`/api/courses/modules/${moduleId}/lessons/`, {
    headers: bearer(admin),
    data: {
      title: `A colourful clip ${suffix}`,
      displayOrder: 1,
      videoFileId: video.id,
      paragraphs: [{ type: 'text', content: 'Watch the colours change, even offline.' }],
    },
  });
  expect(lesson.status()).toBe(201);

  const outline = courseListResponseSchema.parse(
    await (await request.get('/api/courses/', { headers: bearer(admin) })).json(),
  );
  const course = outline.courses.find((c) => c.id === 'data-engineering');
  const lessons = course?.modules.flatMap((m) => m.lessons) ?? [];
  expect(lessons.length).toBeGreaterThan(20);

  await openOnlineWithServiceWorker(page, '/dashboard/lessons?course=data-engineering');
  const offlinePanel = page.getByRole('region', { name: 'Offline access' });
  await offlinePanel.getByRole('button', { name: 'Make available offline' }).click();
  // Saved once "Remove download" is offered (getByText('Available offline') would also match the
  // button that starts it). The download includes the engines of the course's exercises.
  await expect(offlinePanel.getByRole('button', { name: 'Remove download' })).toBeVisible({
    timeout: 120_000,
  });
  await expect(offlinePanel.getByText(/ on this device$/)).toBeVisible();
  await expect(
    offlinePanel.getByText(/^Nyra uses .* of storage on this device in total\.$/),
  ).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('You are offline.')).toBeVisible();
  for (const entry of lessons) {
    await page.goto(`/dashboard/lessons?course=data-engineering&lesson=${entry.id}`);
    await expect(page.getByRole('heading', { level: 2, name: entry.title })).toBeVisible();
    await expect(page.getByText('This lesson could not be loaded.')).toHaveCount(0);
    await expect(page.getByText('This lesson is not saved on this device yet.')).toHaveCount(0);
    if (entry.exerciseIds?.length) {
      // Completed by passing its exercises, whose files the download stored too.
      await expect(page.getByRole('button', { name: 'Mark as complete' })).toBeDisabled();
      await expect(
        page.getByRole('textbox', { name: /^(SQL|Python) answer$/ }).first(),
      ).toBeVisible();
    } else {
      await expect(page.getByRole('button', { name: 'Mark as complete' })).toBeEnabled();
    }
  }

  // The video plays from the cache: metadata loads and byte ranges are answered offline.
  await page.goto(`/dashboard/lessons?course=data-engineering&lesson=${(await lesson.json()).id}`);
  await expect(page.getByText('Watch the colours change, even offline.')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.querySelector('video')?.readyState ?? 0), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
  const ranged = await page.evaluate(async (url) => {
    const xhr = new XMLHttpRequest();
    xhr.open('GET', url);
    xhr.setRequestHeader('Range', 'bytes=0-3');
    xhr.responseType = 'arraybuffer';
    await new Promise((resolve) => {
      xhr.onloadend = resolve;
      xhr.send();
    });
    return { status: xhr.status, bytes: Array.from(new Uint8Array(xhr.response as ArrayBuffer)) };
  }, video.url);
  expect(ranged).toEqual({ status: 206, bytes: [0x1a, 0x45, 0xdf, 0xa3] });

  // Remove download: the course's lessons are gone from this device.
  await page.goto('/dashboard/lessons?course=data-engineering');
  await page
    .getByRole('region', { name: 'Offline access' })
    .getByRole('button', { name: 'Remove download' })
    .click();
  await expect(
    page
      .getByRole('region', { name: 'Offline access' })
      .getByRole('button', { name: 'Make available offline' }),
  ).toBeVisible();
  await page.goto(`/dashboard/lessons?course=data-engineering&lesson=${lessons[3]?.id}`);
  await expect(page.getByText('This lesson is not saved on this device yet.')).toBeVisible();
  await context.setOffline(false);
});

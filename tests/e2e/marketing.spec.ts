/**
 * The public marketing site end to end: every button and link behaviour that product.md#landing-2.9
 * states for it, checked in Chromium against the production build and server:
 * - primary calls to action are full page loads of /auth/register (a new document), and the
 *   listed secondary buttons do nothing;
 * - the careers and contact mail drafts (recipient, subject and body);
 * - the pricing toggle, the legal pages' date line and every Back button;
 * - the prerendered HTML (title, description, canonical, Open Graph), reading with JavaScript
 *   off, one manifest link, sitemap and robots;
 * - the pages become interactive with their small script module, never the application,
 *   and presses made before it has run are replayed;
 * - reading every public page offline after one online visit.
 */
import { expect, test, type Page } from './support/test.ts';
import { PUBLIC_ROUTES } from '@/common/routes.ts';
import { SESSION_STORAGE_KEY } from '@/common/session/session-storage-key.ts';
import { createAccount, seedSession } from './support/create-account.ts';

const pathOf = (url: string) => new URL(url).pathname;

/** The twelve prerendered marketing routes and a phrase each page must show. */
const MARKETING_PAGES: ReadonlyArray<{ route: string; text: string }> = [
  { route: PUBLIC_ROUTES.home, text: 'Start upskilling for free' },
  { route: PUBLIC_ROUTES.privacyPolicy, text: 'Data Retention' },
  { route: PUBLIC_ROUTES.termsOfUse, text: 'Cancellation and Refunds' },
  { route: PUBLIC_ROUTES.careers, text: 'Site Reliability Engineer' },
  { route: PUBLIC_ROUTES.contact, text: 'San Francisco' },
  { route: PUBLIC_ROUTES.pricing, text: 'All-Inclusive Plan' },
  { route: PUBLIC_ROUTES.trackDataEngineering, text: '$95K-$220K' },
  { route: PUBLIC_ROUTES.trackAiEngineering, text: 'Q2 2025' },
  { route: PUBLIC_ROUTES.trackAnalyticsEngineering, text: '$110K-$200K' },
  { route: PUBLIC_ROUTES.approachCopilot, text: '10K+' },
  { route: PUBLIC_ROUTES.approachMentors, text: '50+' },
  { route: PUBLIC_ROUTES.approachToolkit, text: 'Network Hub' },
];

/** Marks the current document, so a later check can tell a full page load from client routing. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __nyraMark?: number }).__nyraMark = 1));
}

async function documentIsMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __nyraMark?: number }).__nyraMark === 1);
}

/** Clicks a call to action and expects a full page load of /auth/register. */
async function expectFullLoadToRegister(page: Page, name: string | RegExp): Promise<void> {
  const link = page.getByRole('link', { name, exact: typeof name === 'string' }).first();
  await expect(link).toHaveAttribute('href', PUBLIC_ROUTES.register);
  await markDocument(page);
  await Promise.all([page.waitForEvent('load'), link.click()]);
  expect(pathOf(page.url())).toBe(PUBLIC_ROUTES.register);
  expect(await documentIsMarked(page), `${String(name)} must reload the page`).toBe(false);
}

/** Clicks a secondary button and expects nothing at all to happen. */
async function expectNoAction(page: Page, name: string): Promise<void> {
  const before = page.url();
  const button = page.getByRole('button', { name, exact: true }).first();
  await expect(button).toBeVisible();
  await markDocument(page);
  let popups = 0;
  const onPopup = () => popups++;
  page.on('popup', onPopup);
  await button.click();
  await page.waitForTimeout(300);
  page.off('popup', onPopup);
  expect(page.url(), `${name} must not navigate`).toBe(before);
  expect(await documentIsMarked(page), `${name} must not reload`).toBe(true);
  expect(popups, `${name} must not open a window`).toBe(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

function decodeMailto(href: string): { to: string; subject: string; body: string } {
  expect(href.startsWith('mailto:')).toBe(true);
  const [to, query = ''] = href.slice('mailto:'.length).split('?');
  const params = new Map(
    query.split('&').map((pair) => {
      const [key = '', value = ''] = pair.split('=');
      return [key, decodeURIComponent(value)] as const;
    }),
  );
  return {
    to: to ?? '',
    subject: params.get('subject') ?? '',
    body: (params.get('body') ?? '').replace(/\r\n/g, '\n'),
  };
}

/** Records window.open calls instead of handing mailto: URLs to the operating system. */
async function captureWindowOpen(page: Page, result: 'window' | 'blocked' = 'window') {
  await page.addInitScript((mode) => {
    const calls: string[] = [];
    (window as unknown as { __openCalls: string[] }).__openCalls = calls;
    window.open = ((url?: string | URL) => {
      calls.push(String(url));
      return mode === 'blocked' ? null : ({ closed: false } as Window);
    }) as typeof window.open;
  }, result);
  return () => page.evaluate(() => (window as unknown as { __openCalls: string[] }).__openCalls);
}

test.describe('landing page (product.md#landing)', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('hero: "Start upskilling for free" and the three pillars', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    for (const pillar of ['Practise', 'Perfect', 'Polish']) {
      await expect(main.getByRole('heading', { name: pillar, exact: true })).toBeVisible();
    }
    await expectFullLoadToRegister(page, 'Start upskilling for free');
  });

  test('feature explorer: four cards, the first open, hover and focus open a card', async ({
    page,
  }) => {
    await page.goto('/');
    const cards = page.locator('li[data-active]');
    await expect(cards).toHaveCount(4);
    const titles = [
      'Learning Tracks',
      'Interactive Playgrounds',
      'Interview Practice',
      'Career Acceleration',
    ];
    for (const [index, title] of titles.entries()) {
      await expect(cards.nth(index).getByRole('heading', { level: 3 })).toHaveText(title);
    }
    await expect(cards.nth(0)).toHaveAttribute('data-active', 'true');
    await expect(cards.nth(1)).toHaveAttribute('data-active', 'false');
    // The open card shows its details; the closed ones hide them.
    const details = (index: number) => cards.nth(index).locator('ul').first();
    await expect(details(0)).toHaveCSS('opacity', '1');
    await expect(details(2)).toHaveCSS('opacity', '0');

    await cards.nth(2).hover();
    await expect(cards.nth(2)).toHaveAttribute('data-active', 'true');
    await expect(cards.nth(0)).toHaveAttribute('data-active', 'false');
    await expect(details(2)).toHaveCSS('opacity', '1');

    // Keyboard: focusing a card's link opens that card.
    await page.mouse.move(0, 0);
    await cards.nth(3).getByRole('link').focus();
    await expect(cards.nth(3)).toHaveAttribute('data-active', 'true');
    await expect(cards.nth(2)).toHaveAttribute('data-active', 'false');

    // Opening a card never moves or resizes another one (no layout shift).
    const boxesBefore = await cards.evaluateAll((items) =>
      items.map((item) => Math.round(item.getBoundingClientRect().height)),
    );
    await cards.nth(1).hover();
    const boxesAfter = await cards.evaluateAll((items) =>
      items.map((item) => Math.round(item.getBoundingClientRect().height)),
    );
    expect(boxesAfter).toEqual(boxesBefore);

    await expectFullLoadToRegister(page, /Start Your Track/);
  });

  test('bootcamp problems: four cards and a button to the copilot page', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: /Bootcamps were built/ });
    await expect(section.getByRole('listitem')).toHaveCount(4);
    await section.getByRole('link', { name: /Explore the Career Copilot/ }).click();
    await expect.poll(() => pathOf(page.url())).toBe(PUBLIC_ROUTES.approachCopilot);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('AI career coach');
  });

  test('testimonials: three stories and "Start Your Journey"', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: /From stuck to signed/ });
    const stories = section.locator('figure');
    await expect(stories).toHaveCount(3);
    for (let index = 0; index < 3; index++) {
      await expect(stories.nth(index).locator('blockquote')).not.toBeEmpty();
      await expect(stories.nth(index).locator('figcaption')).toContainText(/\w+ \w+/);
    }
    await expectFullLoadToRegister(page, /Start Your Journey/);
  });

  test('footer: links, social links, a video icon that links nowhere, 2025 copyright', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('© 2025');
    const linkedIn = footer.getByRole('link', { name: 'Nyra on LinkedIn' });
    await expect(linkedIn).toHaveAttribute('href', /^https:\/\/www\.linkedin\.com\//);
    await expect(footer.getByRole('link', { name: 'Nyra on Instagram' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.instagram\.com\//,
    );
    const video = footer.getByTestId('video-network-link');
    await expect(video).toBeVisible();
    expect(await video.getAttribute('href')).toBeNull();
    await expect(video.getByRole('img', { name: /YouTube/ })).toBeVisible();

    const targets: Array<[string, string]> = [
      ['Careers', PUBLIC_ROUTES.careers],
      ['Contact Us', PUBLIC_ROUTES.contact],
      ['Pricing', PUBLIC_ROUTES.pricing],
      ['Privacy Policy', PUBLIC_ROUTES.privacyPolicy],
      ['Terms of Use', PUBLIC_ROUTES.termsOfUse],
    ];
    for (const [label, route] of targets) {
      await page.getByRole('contentinfo').getByRole('link', { name: label, exact: true }).click();
      await expect.poll(() => pathOf(page.url())).toBe(route);
      // Client navigation starts the next page at the top.
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    }
  });
});

test("the hero's floating cards never cover each other's words (issue 24 §4)", async ({ page }) => {
  // At 640 px and below the cards are hidden (the code card shows alone).
  for (const width of [1280, 1024, 800, 640]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const score = page.getByText('Strong on window functions').locator('..');
    const next = page.getByText('Next up', { exact: true }).locator('..');
    const [a, b] = [await score.boundingBox(), await next.boundingBox()];
    if (!a || !b) throw new Error(`the hero cards are not drawn at ${width} px`);
    const overlap =
      Math.min(a.x + a.width, b.x + b.width) > Math.max(a.x, b.x) &&
      Math.min(a.y + a.height, b.y + b.height) > Math.max(a.y, b.y);
    expect(overlap, `cards overlap at ${width} px`).toBe(false);
  }
});

test.describe('top bar on a phone (product.md#top-bar)', () => {
  test('the menu panel: arrow keys, Escape back to the button, an outside tap closes it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const burger = page.getByRole('button', { name: 'Open menu' });
    await burger.click();
    const panel = page.locator('#mobile-nav');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Data Engineering' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link', { name: 'AI Engineering' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(panel.getByRole('link').last()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(panel).toBeVisible();
    await page.mouse.click(180, 700);
    await expect(panel).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await panel.getByRole('link', { name: 'Career Toolkit' }).click();
    await expect.poll(() => pathOf(page.url())).toBe(PUBLIC_ROUTES.approachToolkit);
    await expect(panel).toBeHidden();
  });
});

test.describe('legal pages (product.md#legal)', () => {
  for (const { route, heading, sections } of [
    { route: PUBLIC_ROUTES.privacyPolicy, heading: 'Privacy Policy', sections: 10 },
    { route: PUBLIC_ROUTES.termsOfUse, heading: 'Terms of Use', sections: 12 },
  ]) {
    test(`${heading}: ${sections} sections, today's date and a Back button`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: heading }).click();
      await expect.poll(() => pathOf(page.url())).toBe(route);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(sections);

      const today = await page.evaluate(() =>
        new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(
          new Date(),
        ),
      );
      await expect(page.getByTestId('last-updated')).toHaveText(`Last updated: ${today}`);

      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await expect.poll(() => pathOf(page.url())).toBe(PUBLIC_ROUTES.home);
    });
  }

  test('legal texts carry the figures of product.md#constants', async ({ page }) => {
    await page.goto(PUBLIC_ROUTES.privacyPolicy);
    const privacy = page.getByRole('main');
    for (const phrase of [
      'at least 18 years old',
      '3 years',
      '7 years',
      '2 years',
      'within 30 days',
      "30 days' notice",
      'within 48 hours',
    ]) {
      await expect(privacy).toContainText(phrase);
    }
    await page.goto(PUBLIC_ROUTES.termsOfUse);
    const terms = page.getByRole('main');
    for (const phrase of [
      'at least 18 years old',
      '$49 per month',
      '$39 per month, billed annually at $468 per year',
      '30-day free trial',
      '30-day money-back guarantee',
      'more than 50%',
      'partial subscription periods',
      '12 months',
      'State of California',
      'binding individual arbitration',
      'Class-action waiver',
      'within 24 hours',
      'within 5 business days',
    ]) {
      await expect(terms).toContainText(phrase);
    }
  });
});

test.describe('careers (product.md#careers)', () => {
  const ROLES = ['Full Stack Engineer', 'Site Reliability Engineer', 'AI Engineer'];

  test('three roles, each Full-time in Remote / San Francisco with an Apply Now draft', async ({
    page,
  }) => {
    await page.goto(PUBLIC_ROUTES.careers);
    for (const title of ROLES) {
      const role = page.getByRole('article', { name: title, exact: true });
      await expect(role).toContainText('Full-time');
      await expect(role).toContainText('Remote / San Francisco');
      await expect(
        role.getByRole('list', { name: `Skills for ${title}` }).getByRole('listitem'),
      ).not.toHaveCount(0);
      const apply = role.getByRole('link', { name: /^Apply Now/ });
      await expect(apply).toHaveText('Apply Now');
      const draft = decodeMailto((await apply.getAttribute('href')) ?? '');
      expect(draft.to).toBe('careers@nyra.app');
      expect(draft.subject).toContain(title);
      expect(draft.body).toContain(title);
    }
  });

  test('"Get in Touch" opens a general-interest draft to the careers address', async ({ page }) => {
    await page.goto(PUBLIC_ROUTES.careers);
    const href = await page.getByRole('link', { name: 'Get in Touch' }).getAttribute('href');
    const draft = decodeMailto(href ?? '');
    expect(draft.to).toBe('careers@nyra.app');
    expect(draft.subject).toMatch(/General Interest/i);
    for (const title of ROLES) expect(draft.subject).not.toContain(title);
    expect(draft.body.length).toBeGreaterThan(20);
  });
});

test.describe('contact (product.md#contact, #validation)', () => {
  test('cards for e-mail, San Francisco and a reply within 24 hours', async ({ page }) => {
    await page.goto(PUBLIC_ROUTES.contact);
    const cards = page.getByRole('complementary', { name: 'Other ways to reach us' });
    await expect(cards.getByRole('link', { name: 'hello@nyra.app' })).toHaveAttribute(
      'href',
      'mailto:hello@nyra.app',
    );
    await expect(cards).toContainText('San Francisco');
    await expect(cards).toContainText('within 24 hours');
  });

  test('the form: native required checks, subject choices and a 6-row message', async ({
    page,
  }) => {
    const openCalls = await captureWindowOpen(page);
    await page.goto(PUBLIC_ROUTES.contact);
    const form = page.locator('form');
    await expect(form.getByLabel('Message')).toHaveAttribute('rows', '6');
    await expect(form.getByLabel('Subject').locator('option:not([disabled])')).toHaveText([
      'General Inquiry',
      'Partnership Opportunity',
      'Technical Support',
      'Media & Press',
      'Feedback',
      'Other',
    ]);
    for (const label of ['First Name', 'Last Name', 'Email', 'Subject', 'Message']) {
      await expect(form.getByLabel(label)).toHaveAttribute('required', '');
    }
    await expect(form.getByLabel('Phone')).not.toHaveAttribute('required', '');

    await form.getByRole('button', { name: 'Send Message' }).click();
    expect(
      await form
        .getByLabel('First Name')
        .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true);
    await form.getByLabel('First Name').fill('Ada');
    await form.getByLabel('Last Name').fill('Lovelace');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Subject').selectOption('Feedback');
    await form.getByLabel('Message').fill('Hello');
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect(
      await form
        .getByLabel('Email')
        .evaluate((input: HTMLInputElement) => input.validity.typeMismatch),
    ).toBe(true);
    expect(await openCalls()).toEqual([]);
  });

  test('submitting opens a mail draft, shows "Sending..." and then resets', async ({ page }) => {
    const openCalls = await captureWindowOpen(page);
    await page.goto(PUBLIC_ROUTES.contact);
    const form = page.locator('form');
    await form.getByLabel('First Name').fill('Ada');
    await form.getByLabel('Last Name').fill('Lovelace');
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByLabel('Subject').selectOption('Technical Support');
    await form.getByLabel('Message').fill('The SQL playground times out on lesson 4.\nThanks!');
    await form.getByRole('button', { name: 'Send Message' }).click();

    const sending = form.getByRole('button', { name: 'Sending...' });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();

    const calls = await openCalls();
    expect(calls).toHaveLength(1);
    const draft = decodeMailto(calls[0] ?? '');
    expect(draft.to).toBe('hello@nyra.app');
    expect(draft.subject).toBe('Contact Form: Technical Support');
    expect(draft.body).toContain('Name: Ada Lovelace');
    expect(draft.body).toContain('Email: ada@example.com');
    expect(draft.body).toContain('Phone: Not provided');
    expect(draft.body).toContain('Subject: Technical Support');
    expect(draft.body).toContain('The SQL playground times out on lesson 4.\nThanks!');

    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await expect(form.getByLabel('First Name')).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');
    await expect(form.getByLabel('Subject')).toHaveValue('');
    await expect(form.getByRole('status')).toContainText('within 24 hours');
  });

  test('a phone number, when given, is in the draft', async ({ page }) => {
    const openCalls = await captureWindowOpen(page);
    await page.goto(PUBLIC_ROUTES.contact);
    const form = page.locator('form');
    await form.getByLabel('First Name').fill('Grace');
    await form.getByLabel('Last Name').fill('Hopper');
    await form.getByLabel('Email').fill('grace@example.com');
    await form.getByLabel('Phone').fill('+1 415 555 0100');
    await form.getByLabel('Subject').selectOption('Media & Press');
    await form.getByLabel('Message').fill('Interview request');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(async () => (await openCalls()).length).toBe(1);
    const draft = decodeMailto((await openCalls())[0] ?? '');
    expect(draft.subject).toBe('Contact Form: Media & Press');
    expect(draft.body).toContain('Phone: +1 415 555 0100');
  });

  test('when the browser blocks the window, nothing typed is lost', async ({ page }) => {
    await captureWindowOpen(page, 'blocked');
    await page.goto(PUBLIC_ROUTES.contact);
    const form = page.locator('form');
    await form.getByLabel('First Name').fill('Ada');
    await form.getByLabel('Last Name').fill('Lovelace');
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByLabel('Subject').selectOption('Other');
    await form.getByLabel('Message').fill('Keep me');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toBeVisible();
    const draft = decodeMailto(
      (await alert.getByRole('link', { name: 'Open the e-mail draft' }).getAttribute('href')) ?? '',
    );
    expect(draft.subject).toBe('Contact Form: Other');
    await expect(form.getByLabel('Message')).toHaveValue('Keep me');
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});

test.describe('pricing (product.md#pricing, #constants)', () => {
  test('yearly by default; the toggle switches to monthly and back', async ({ page }) => {
    await page.goto(PUBLIC_ROUTES.pricing);
    const yearly = page.getByRole('radio', { name: /Yearly/ });
    const monthly = page.getByRole('radio', { name: 'Monthly' });
    await expect(yearly).toBeChecked();
    await expect(page.getByText('Save 20%')).toBeVisible();
    const price = page.getByTestId('plan-price');
    await expect(price).toContainText('$39');
    await expect(price).toContainText('Billed annually at $468 per year');
    await expect(price).toContainText('Save $120/year');
    await expect(price.locator('del')).toContainText('$49');
    const plan = page.getByRole('article', { name: 'All-Inclusive Plan' });
    await expect(plan).toContainText('Most Popular');
    await expect(plan.locator('ul').last().getByRole('listitem')).toHaveCount(12);
    await expect(plan).toContainText('Cancel anytime, no setup fees, 30-day free trial');

    await monthly.check();
    await expect(price.getByText('$49', { exact: true })).toBeVisible();
    await expect(price.getByText('$39', { exact: true })).toBeHidden();
    await expect(price.getByText('Save $120/year')).toBeHidden();

    // Native radios: arrow keys move between the two periods.
    await monthly.focus();
    await page.keyboard.press('ArrowRight');
    await expect(yearly).toBeChecked();
    await expect(price.getByText('$39', { exact: true })).toBeVisible();
  });

  test('FAQ covers the free trial, cancelling, what is included and student discounts', async ({
    page,
  }) => {
    await page.goto(PUBLIC_ROUTES.pricing);
    const faq = page.getByRole('region', { name: 'Questions, answered' });
    const questions = [/free trial/i, /cancel/i, /included/i, /student discounts/i];
    const details = (question: RegExp) =>
      faq.locator('details').filter({ has: page.locator('summary', { hasText: question }) });
    for (const question of questions) await expect(details(question)).toHaveCount(1);
    // The first answer starts open; opening another closes it (one answer at a time).
    await expect(details(questions[0] ?? /x/)).toHaveJSProperty('open', true);
    for (const question of questions.slice(1)) {
      await details(question).locator('summary').click();
      await expect(details(question)).toHaveJSProperty('open', true);
      await expect(details(questions[0] ?? /x/)).toHaveJSProperty('open', false);
      await expect(details(question).locator('p')).toBeVisible();
    }
    await expectFullLoadToRegister(page, /Start Your 30-Day Free Trial/);
  });
});

test.describe('track pages (product.md#tracks, #constants)', () => {
  test('Data Engineering: figures, three capstones and its two buttons', async ({ page }) => {
    await page.goto(PUBLIC_ROUTES.trackDataEngineering);
    const main = page.getByRole('main');
    for (const figure of ['12-16 weeks', '8+ projects', '$95K-$220K']) {
      await expect(main.getByText(figure, { exact: true }).first()).toBeVisible();
    }
    await expect(main.getByText(/^Capstone \d$/)).toHaveCount(3);
    await expectNoAction(page, 'View Curriculum');
    await expectFullLoadToRegister(page, /Start Learning Data Engineering/);
  });

  for (const { route, figures } of [
    {
      route: PUBLIC_ROUTES.trackAiEngineering,
      figures: ['16-20 weeks', '10+ projects', '$120K-$280K'],
    },
    {
      route: PUBLIC_ROUTES.trackAnalyticsEngineering,
      figures: ['14-18 weeks', '12+ projects', '$110K-$200K'],
    },
  ]) {
    test(`${route}: coming soon in Q2 2025, waitlist to register`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByTestId('launch-banner')).toContainText('Q2 2025');
      const main = page.getByRole('main');
      for (const figure of figures) {
        await expect(main.getByText(figure, { exact: true }).first()).toBeVisible();
      }
      await expect(main.getByText(/^Capstone \d$/)).toHaveCount(3);
      const waitlist = main.getByRole('link', { name: /Join the Waitlist/ });
      await expect(waitlist).toHaveCount(2);
      for (const link of await waitlist.all()) {
        await expect(link).toHaveAttribute('href', PUBLIC_ROUTES.register);
      }
      await expectFullLoadToRegister(page, /Join the Waitlist/);
    });
  }
});

test.describe('feature pages (product.md#feature-pages)', () => {
  const PAGES = [
    {
      route: PUBLIC_ROUTES.approachCopilot,
      menuItem: 'Career Copilot',
      badge: 'Nyra Career Copilot',
      figures: ['24/7', '10K+', '95%'],
      primary: ['Start with Nyra Today'],
      secondary: ['Watch Demo', 'Schedule a Demo'],
    },
    {
      route: PUBLIC_ROUTES.approachMentors,
      menuItem: 'Top Mentors',
      badge: 'Expert-Led Content',
      figures: ['50+', '15+', 'Weekly'],
      primary: ['Access Expert Content'],
      secondary: ['Meet Our Mentors', 'Explore All Mentors', 'Schedule a Demo'],
    },
    {
      route: PUBLIC_ROUTES.approachToolkit,
      menuItem: 'Career Toolkit',
      badge: 'Career Toolkit',
      figures: ['15+', '50+'],
      primary: ['Access Your Toolkit', 'Get Your Complete Toolkit'],
      secondary: ['See Demo'],
    },
  ];

  for (const spec of PAGES) {
    test(`${spec.route}: hero, sections, Back, primary and secondary buttons`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/');
      await page.getByRole('button', { name: 'Approach' }).click();
      await page.getByRole('menuitem', { name: spec.menuItem }).click();
      await expect.poll(() => pathOf(page.url())).toBe(spec.route);

      const main = page.getByRole('main');
      await expect(main.getByText(spec.badge, { exact: true }).first()).toBeVisible();
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      for (const figure of spec.figures) {
        await expect(main.locator('dd', { hasText: figure }).first()).toBeVisible();
      }
      const sections = await main.getByRole('heading', { level: 2 }).count();
      expect(sections).toBeGreaterThanOrEqual(5); // 4-5 sections plus the closing call to action

      for (const name of spec.secondary) await expectNoAction(page, name);
      for (const name of spec.primary) {
        const links = main.getByRole('link', { name: new RegExp(name) });
        for (const link of await links.all()) {
          await expect(link).toHaveAttribute('href', PUBLIC_ROUTES.register);
        }
      }

      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await expect.poll(() => pathOf(page.url())).toBe(PUBLIC_ROUTES.home);

      await page.goto(spec.route);
      await expectFullLoadToRegister(page, new RegExp(spec.primary[0] ?? ''));
    });
  }

  test('mentors page: six mentor cards with initials, experience, specialty and three highlights', async ({
    page,
  }) => {
    await page.goto(PUBLIC_ROUTES.approachMentors);
    const cards = page.getByRole('region', { name: /Senior practitioners/ }).getByRole('article');
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all()) {
      await expect(card).toContainText(/\d+ years/);
      await expect(card).toContainText('Specialty');
      await expect(card.locator('ul > li')).toHaveCount(3);
      await expect(card.locator('[aria-hidden="true"]').first()).toHaveText(/^[A-Z]{2}$/);
    }
  });

  test('copilot page: four capabilities and the four-step journey', async ({ page }) => {
    await page.goto(PUBLIC_ROUTES.approachCopilot);
    const main = page.getByRole('main');
    for (const heading of [
      'Personalized Learning Paths',
      'Interview Preparation',
      'Career Planning',
      'Job Matching',
      'Assessment',
      'Personalization',
      'Guidance',
      'Success',
    ]) {
      await expect(main.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
  });

  test('toolkit page: the three labelled tools', async ({ page }) => {
    await page.goto(PUBLIC_ROUTES.approachToolkit);
    const tools: Array<[string, string]> = [
      ['Job Tracker', 'Coming soon'],
      ['Portfolio Builder', 'In development'],
      ['Network Hub', 'Beta access'],
    ];
    for (const [tool, label] of tools) {
      await expect(page.getByRole('article').filter({ hasText: tool })).toContainText(label);
    }
  });
});

test.describe('prerendered HTML (build-time)', () => {
  for (const { route, text } of MARKETING_PAGES) {
    test(`${route} is served as complete HTML with its own head`, async ({ request }) => {
      const response = await request.get(route);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`data-prerendered-route="${route}"`);
      expect(html).toContain(text.replaceAll('&', '&amp;'));
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '';
      expect(title).toContain('Nyra');
      expect(title).not.toBe('Nyra: learn data, AI and analytics engineering');
      expect(html).toMatch(/<meta name="description" content="[^"]{60,}"/);
      expect(html).toMatch(
        new RegExp(`<link rel="canonical" href="https?://[^"]+${route === '/' ? '/' : route}"`),
      );
      for (const property of ['og:title', 'og:description', 'og:url', 'og:type', 'og:image']) {
        expect(html, property).toContain(`property="${property}"`);
      }
      // The CSP forbids inline scripts: the prerendered page must not need any.
      expect(html.match(/<script\b[^>]*>/g)?.every((tag) => tag.includes(' src='))).toBe(true);
    });
  }

  test('every prerendered page and the app shell link the web app manifest exactly once', async ({
    request,
  }) => {
    const routes = [...MARKETING_PAGES.map(({ route }) => route), PUBLIC_ROUTES.register];
    for (const route of routes) {
      const html = await (await request.get(route)).text();
      expect(html.match(/<link\b[^>]*\brel="manifest"[^>]*>/g), route).toEqual([
        expect.stringContaining('href="/manifest.webmanifest"'),
      ]);
    }
  });

  test('sitemap.xml lists every marketing page and robots.txt points to it', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const { route } of MARKETING_PAGES) {
      expect(sitemap).toMatch(
        new RegExp(`<loc>https?://[^<]+${route === '/' ? '/' : route}</loc>`),
      );
    }
    expect(sitemap).not.toContain('/dashboard');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });

  test('client-only routes are served the plain shell, never another page', async ({ request }) => {
    for (const route of [PUBLIC_ROUTES.register, PUBLIC_ROUTES.login, '/dashboard/lessons']) {
      const html = await (await request.get(route)).text();
      expect(html, route).toContain('<div id="root"></div>');
    }
  });

  test('every page becomes interactive without loading the application', async ({ page }) => {
    // Marketing pages are static; only their small script module runs. The app's entry
    // (/assets/index-*.js) and the page chunks load only for sign in, sign up and the dashboard.
    const scripts: string[] = [];
    const problems: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(pathOf(request.url()));
    });
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    for (const { route, text } of MARKETING_PAGES) {
      scripts.length = 0;
      await page.goto(route, { waitUntil: 'networkidle' });
      await expect(page.getByRole('main')).toContainText(text);
      await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
      expect(scripts, route).toEqual([
        '/start-marketing-page.js',
        expect.stringMatching(/^\/assets\/marketing-page-[\w-]+\.js$/),
      ]);
    }
    expect(problems).toEqual([]);

    // Going to sign in is a full page load of the app shell, which starts the application.
    await page.goto(PUBLIC_ROUTES.home);
    await markDocument(page);
    await page.getByRole('link', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(pathOf(page.url())).toBe(PUBLIC_ROUTES.login);
    expect(await documentIsMarked(page)).toBe(false);
    expect(scripts.some((script) => /^\/assets\/index-[\w-]+\.js$/.test(script))).toBe(true);
  });

  test('presses and submits made before the page script has run are replayed, not lost', async ({
    page,
  }) => {
    // Hold the page's script module until the visitor has acted on the painted page. The boot
    // script (public/start-marketing-page.js) has run by DOMContentLoaded: it holds the presses.
    // (This test flaked in CI when the page hydrated React: the replay waited for the mark the
    // app's root effect sets, which does not wait for the lazy page's own Suspense boundary to
    // hydrate, so the replayed submit could reach a form whose handler was not attached yet. The
    // page script now wires every control synchronously before it sets the mark.)
    const SCRIPT_MODULE = /\/assets\/marketing-page-[\w-]+\.js$/;
    let releaseScript = () => {};
    const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));
    await page.route(SCRIPT_MODULE, async (route) => {
      await scriptHeld;
      await route.continue();
    });
    const openCalls = await captureWindowOpen(page);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(PUBLIC_ROUTES.home, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Tracks' }).click();
    await expect(page.locator('html[data-app-ready]')).toHaveCount(0);
    await expect(page.getByRole('menu', { name: 'Tracks' })).toHaveCount(0);
    releaseScript();
    await expect(page.getByRole('menu', { name: 'Tracks' })).toBeVisible();

    let releaseContactScript = () => {};
    const contactScriptHeld = new Promise<void>((resolve) => (releaseContactScript = resolve));
    await page.unroute(SCRIPT_MODULE);
    await page.route(SCRIPT_MODULE, async (route) => {
      await contactScriptHeld;
      await route.continue();
    });
    // A full page load, so the contact page starts from its HTML.
    await page.goto(PUBLIC_ROUTES.contact, { waitUntil: 'domcontentloaded' });
    const form = page.locator('form');
    await form.getByLabel('First Name').fill('Ada');
    await form.getByLabel('Last Name').fill('Lovelace');
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByLabel('Subject').selectOption('Feedback');
    await form.getByLabel('Message').fill('Typed before the page script ran.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    // No native submit: still on /contact, nothing typed lost, nothing sent yet.
    await expect(page.locator('html[data-app-ready]')).toHaveCount(0);
    expect(pathOf(page.url())).toBe(PUBLIC_ROUTES.contact);
    expect(new URL(page.url()).search).toBe('');
    await expect(form.getByLabel('Message')).toHaveValue('Typed before the page script ran.');
    expect(await openCalls()).toEqual([]);
    releaseContactScript();
    await expect.poll(openCalls).toHaveLength(1);
    const draft = decodeMailto((await openCalls())[0] ?? '');
    expect(draft.subject).toBe('Contact Form: Feedback');
    expect(draft.body).toContain('Typed before the page script ran.');
    await expect(form.getByRole('status')).toContainText('within 24 hours');
  });

  test('a signed-in visitor never gets the landing page', async ({ page, request }) => {
    // A real session: the app checks it with the server (GET /api/registry/me/), so a made-up
    // token would be signed out by the 401 instead of being redirected.
    const session = await createAccount(request, { firstName: 'Ada' });
    await seedSession(page, session);
    await page.goto('/');
    await expect.poll(() => pathOf(page.url())).toBe('/dashboard/lessons');
    await expect(page.getByRole('heading', { name: 'Welcome back, Ada' })).toBeVisible();
    await expect(page.getByText('Start upskilling for free')).toHaveCount(0);
    expect(
      await page.evaluate((key) => window.localStorage.getItem(key), SESSION_STORAGE_KEY),
    ).not.toBeNull();
  });
});

test.describe('JavaScript off (readable without scripts)', () => {
  test.use({ javaScriptEnabled: false });

  for (const { route, text } of MARKETING_PAGES) {
    test(`${route} is readable`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(text);
      await expect(page).not.toHaveTitle('Nyra: learn data, AI and analytics engineering');
    });
  }

  test('the legal date line and the pricing figures are in the static page', async ({ page }) => {
    await page.goto(PUBLIC_ROUTES.privacyPolicy);
    await expect(page.getByTestId('last-updated')).toHaveText(/^Last updated: \w+ \d{1,2}, \d{4}$/);
    await page.goto(PUBLIC_ROUTES.pricing);
    await expect(page.getByTestId('plan-price')).toContainText('$39');
    await expect(page.getByText('Most Popular')).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('link', { name: /Start upskilling for free/ })).toHaveAttribute(
      'href',
      PUBLIC_ROUTES.register,
    );
  });
});

test.describe('offline reading (service worker)', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after one online visit every public page renders offline', async ({ page, context }) => {
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
        );
      }
    });
    await context.setOffline(true);
    for (const { route, text } of MARKETING_PAGES) {
      await page.goto(route);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(text);
    }
    // Moving around by links works offline too.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
    await expect(page.getByTestId('plan-price')).toContainText('$39');
    await context.setOffline(false);
  });
});

/**
 * Sign-up, sign-in and the session end to end in Chromium against the production server with a real
 * SMTP peer: every product.md#validation validation message, the six-box code input (typing, Backspace,
 * paste), sign-up → code from the captured e-mail → verify → the upload-resume gate, reload keeping
 * the session, sign-out revoking it on the server, an expired access token being refreshed
 * invisibly, and two tabs refreshing at once both staying signed in (one refresh between them,
 * thanks to the Web Lock).
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type Page, type Request } from './support/test.ts';
import { SignJWT, decodeJwt } from 'jose';
import { RUNTIME_CACHES } from '@/common/cache-names.ts';
import { APP_ROUTES, PUBLIC_ROUTES } from '@/common/routes.ts';
import { type Session } from '@/common/session/session-schema.ts';
import { SESSION_STORAGE_KEY } from '@/common/session/session-storage-key.ts';
import { deriveAuthKeys } from '@/server/src/auth/derive-auth-keys.ts';
import { readLatestCode, readLatestMail } from './support/mail-capture.ts';
import { startTestServer, type TestServer } from './support/start-test-server.ts';

const pathOf = (url: string) => new URL(url).pathname;
const uniqueEmail = (label: string) =>
  `e2e-${label}-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;

async function storedSession(page: Page): Promise<Session | null> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), SESSION_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as Session) : null;
}

/** Holds every request to `urlPart` until `release` is called, to observe loading labels. */
async function holdRequests(page: Page, urlPart: string) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${urlPart}`, async (route) => {
    await released;
    await route.continue();
  });
  return () => release();
}

async function codeBoxes(page: Page) {
  return page.getByRole('group', { name: 'Verification code' }).getByRole('textbox');
}

async function codeValue(page: Page): Promise<string> {
  return (await codeBoxes(page)).evaluateAll((inputs) =>
    inputs.map((input) => (input as HTMLInputElement).value).join(''),
  );
}

async function pasteInto(page: Page, label: string, text: string) {
  await page.getByLabel(label).evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

test.describe('sign-in screens', () => {
  test('Sign In validates the e-mail on blur and submit with the product.md#validation messages', async ({
    page,
  }) => {
    await page.goto(PUBLIC_ROUTES.login);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    const email = page.getByLabel('Email');
    const error = (text: string) => page.getByText(text, { exact: true });

    await email.focus();
    await email.blur();
    await expect(error('Email is required')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await email.fill('ada@');
    await expect(error('Email is required')).toHaveCount(0); // cleared by editing
    await email.blur();
    await expect(error('Please enter a valid email address')).toBeVisible();
    await email.fill(`${'a'.repeat(95)}@b.com`);
    await email.blur();
    await expect(error('Email must be less than 100 characters')).toBeVisible();

    await email.fill('');
    await page.getByRole('button', { name: 'Get Token' }).click();
    await expect(error('Email is required')).toBeVisible();
    await expect(email).toBeFocused();
    await expect(page).toHaveURL(/\/auth\/login$/);

    await page.getByRole('main').getByRole('link', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/auth\/register$/);
  });

  test('Sign Up validates every field on blur and submit with the product.md#validation messages', async ({
    page,
  }) => {
    await page.goto(PUBLIC_ROUTES.register);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
    const first = page.getByLabel('First Name');
    const last = page.getByLabel('Last Name');
    const email = page.getByLabel('Email');
    const shows = async (text: string) =>
      expect(page.getByText(text, { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Sign Up' }).click();
    await shows('First name is required');
    await shows('Email is required');
    await expect(first).toBeFocused();
    // Last name is optional: empty is fine.
    await expect(last).not.toHaveAttribute('aria-invalid', 'true');

    await first.fill('A');
    await expect(page.getByText('First name is required', { exact: true })).toHaveCount(0);
    await first.blur();
    await shows('First name must be at least 2 characters');
    await first.fill('A'.repeat(51));
    await first.blur();
    await shows('First name must be less than 50 characters');
    await first.fill('Ada1');
    await first.blur();
    await shows('First name can only contain letters, spaces, hyphens, and apostrophes');
    await first.fill("  Mary-Jane O'Neil ");
    await first.blur();
    await expect(first).not.toHaveAttribute('aria-invalid', 'true');

    await last.fill('B');
    await last.blur();
    await shows('Last name must be between 2 and 50 characters');
    await last.fill('B'.repeat(51));
    await last.blur();
    await shows('Last name must be between 2 and 50 characters');
    await last.fill('B3');
    await last.blur();
    await shows('Last name can only contain letters, spaces, hyphens, and apostrophes');
    await last.fill('   ');
    await last.blur();
    await expect(last).not.toHaveAttribute('aria-invalid', 'true');

    await email.fill('not-an-email');
    await email.blur();
    await shows('Please enter a valid email address');
    await email.fill(`${'a'.repeat(95)}@b.com`);
    await email.blur();
    await shows('Email must be less than 100 characters');
    await email.fill('');
    await email.blur();
    await shows('Email is required');

    await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('Verify Token without a pending e-mail logs a warning and goes to Sign In', async ({
    page,
  }) => {
    // The redirect runs before the page's warning (a child's effect runs first), and the console
    // event reaches the test after the URL change: reading the warnings once the URL is /login
    // raced it. Wait for the warning itself.
    const warned = page.waitForEvent('console', {
      predicate: (message) => message.type() === 'warning' && /pending email/i.test(message.text()),
    });
    await page.goto(PUBLIC_ROUTES.verifyEmail);
    await warned;
    await expect.poll(() => pathOf(page.url())).toBe(PUBLIC_ROUTES.login);
  });

  test('the six boxes: focus, typing, Backspace, paste, digits only, Cancel', async ({ page }) => {
    await page.goto(PUBLIC_ROUTES.login);
    await page.evaluate(() =>
      window.localStorage.setItem(
        'pending_sign_in',
        JSON.stringify({
          email: 'six@example.com',
          kind: 'sign_in',
          resend_at: Date.now() + 42_000,
        }),
      ),
    );
    await page.goto(PUBLIC_ROUTES.verifyEmail);
    await expect(page.getByRole('heading', { level: 1, name: 'Verify Token' })).toBeVisible();
    await expect(page.getByText('six@example.com')).toBeVisible();
    const boxes = await codeBoxes(page);
    await expect(boxes).toHaveCount(6);
    for (let i = 0; i < 6; i += 1) {
      await expect(boxes.nth(i)).toHaveAttribute('inputmode', 'numeric');
      await expect(boxes.nth(i)).toHaveAttribute('autocomplete', 'one-time-code');
    }
    const verify = page.getByRole('button', { name: 'Verify Token' });
    await expect(boxes.nth(0)).toBeFocused();
    await expect(verify).toBeDisabled();

    await page.keyboard.type('1x2');
    await expect(boxes.nth(0)).toHaveValue('1');
    await expect(boxes.nth(1)).toHaveValue('2');
    await expect(boxes.nth(2)).toBeFocused();
    await page.keyboard.type('3');
    await expect(boxes.nth(3)).toBeFocused();
    // Backspace on an empty box goes back and clears the previous one.
    await page.keyboard.press('Backspace');
    await expect(boxes.nth(2)).toBeFocused();
    await expect(boxes.nth(2)).toHaveValue('');
    await page.keyboard.type('345');
    await expect(verify).toBeDisabled();
    await page.keyboard.type('6');
    await expect(verify).toBeEnabled();
    expect(await codeValue(page)).toBe('123456');

    // Pasting a whole code anywhere fills every box.
    await pasteInto(page, 'Digit 4 of 6', '98 76 54');
    expect(
      await boxes.evaluateAll((inputs) =>
        inputs.map((i) => (i as HTMLInputElement).value).join(''),
      ),
    ).toBe('987654');
    await expect(boxes.nth(5)).toBeFocused();
    await expect(verify).toBeEnabled();

    await expect(page.getByRole('button', { name: /^Resend code in \d+s$/ })).toBeDisabled();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect.poll(() => pathOf(page.url())).toBe(PUBLIC_ROUTES.login);
  });
});

test.describe('signing up and in', () => {
  test('sign up → code from the e-mail → verify → upload gate; reload keeps the session; sign out revokes it', async ({
    page,
  }) => {
    const email = uniqueEmail('signup');
    await page.goto(PUBLIC_ROUTES.register);
    await page.getByLabel('First Name').fill(' Grace ');
    await page.getByLabel('Last Name').fill('Hopper');
    await page.getByLabel('Email').fill(email.toUpperCase());
    const releaseSignUp = await holdRequests(page, '/api/registry/sign-up/');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    releaseSignUp();
    await expect.poll(() => pathOf(page.url())).toBe(PUBLIC_ROUTES.verifyEmail);
    await expect(page.getByText(email, { exact: true })).toBeVisible();

    const code = await readLatestCode(email);
    // A wrong code first: the message says how many tries remain, and the boxes are cleared.
    const wrong = code === '000000' ? '111111' : '000000';
    await page.keyboard.type(wrong);
    await page.getByRole('button', { name: 'Verify Token' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'That code is not correct. You have 4 tries left.',
    );
    await expect((await codeBoxes(page)).nth(0)).toBeFocused();

    await page.keyboard.type(code);
    const releaseVerify = await holdRequests(page, '/api/registry/verify-token/');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Verifying...' })).toBeDisabled();
    releaseVerify();
    await expect.poll(() => pathOf(page.url())).toBe(APP_ROUTES.uploadResume);

    // Written to storage just after the navigation (the same race the tests below wait out).
    await expect.poll(() => storedSession(page)).not.toBeNull();
    const session = await storedSession(page);
    expect(session).toMatchObject({
      email,
      first_name: 'Grace',
      last_name: 'Hopper',
      has_uploaded_resume: false,
    });
    expect(session?.access_token.split('.')).toHaveLength(3);
    expect(await page.evaluate(() => window.localStorage.getItem('pending_sign_in'))).toBeNull();

    await page.reload();
    await expect.poll(() => pathOf(page.url())).toBe(APP_ROUTES.uploadResume);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByText('Grace Hopper')).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    // Cached API responses are user data too (product.md#flows): sign-out must remove them.
    await page.evaluate(async (name) => {
      const cache = await caches.open(name);
      await cache.put('/api/courses/cached-example', new Response('{}'));
    }, RUNTIME_CACHES.lessonsApi);
    const signOut = page.waitForResponse('**/api/registry/sign-out/');
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    expect((await signOut).status()).toBe(204);
    await expect.poll(() => pathOf(page.url())).toBe(PUBLIC_ROUTES.home);
    expect(await storedSession(page)).toBeNull();
    expect(await page.evaluate((name) => caches.has(name), RUNTIME_CACHES.lessonsApi)).toBe(false);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

    // The server revoked the sign-in: neither token works any more.
    const refresh = await page.request.post('/api/registry/token/refresh/', {
      data: { refresh: session?.refresh_token },
    });
    expect(refresh.status()).toBe(401);
    const me = await page.request.get('/api/registry/me/', {
      headers: { authorization: `Bearer ${session?.access_token}` },
    });
    expect(me.status()).toBe(401);
  });

  test('sign in right after signing up and verifying; the verify screen survives a reload', async ({
    page,
  }) => {
    const email = uniqueEmail('signin');
    // Create the account through the API, as another device would have a moment ago.
    expect(
      (
        await page.request.post('/api/registry/sign-up/', { data: { first_name: 'Linus', email } })
      ).status(),
    ).toBe(200);
    const signUpMail = await readLatestMail(email);
    const signUpCode = await readLatestCode(email);
    expect(
      (
        await page.request.post('/api/registry/verify-token/', {
          data: { email, token: signUpCode },
        })
      ).status(),
    ).toBe(200);

    // The used sign-up code holds nothing up: a new code is sent at once.
    await page.goto(PUBLIC_ROUTES.login);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Get Token' }).click();
    await expect.poll(() => pathOf(page.url())).toBe(PUBLIC_ROUTES.verifyEmail);
    await page.reload();
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    await expect.poll(() => readLatestMail(email)).not.toBe(signUpMail);
    await pasteInto(page, 'Digit 1 of 6', await readLatestCode(email));
    await page.getByRole('button', { name: 'Verify Token' }).click();
    await expect.poll(() => pathOf(page.url())).toBe(APP_ROUTES.uploadResume);
    // The session is written to storage just after the navigation: wait for it.
    await expect.poll(() => storedSession(page)).toMatchObject({ email, first_name: 'Linus' });
  });

  test('a second Get Token while the first code is unused shows the wait and goes on with that code', async ({
    page,
  }) => {
    const email = uniqueEmail('cooldown');
    await page.request.post('/api/registry/sign-up/', { data: { first_name: 'Ken', email } });
    await page.request.post('/api/registry/verify-token/', {
      data: { email, token: await readLatestCode(email) },
    });
    const signUpMail = await readLatestMail(email);
    // A code asked for on another device a moment ago, not yet used.
    expect((await page.request.post('/api/registry/sign-in/', { data: { email } })).status()).toBe(
      200,
    );
    await expect.poll(() => readLatestMail(email)).not.toBe(signUpMail);
    const sentCode = await readLatestCode(email);

    await page.goto(PUBLIC_ROUTES.login);
    await page.getByLabel('Email').fill(email);
    const releaseSignIn = await holdRequests(page, '/api/registry/sign-in/');
    await page.getByRole('button', { name: 'Get Token' }).click();
    await expect(page.getByRole('button', { name: 'Sending Token...' })).toBeDisabled();
    releaseSignIn();
    // The server's 429 message, with its exact wait: information (issue 24 §4), not an error.
    await expect(page.getByRole('alert')).toHaveCount(0);
    // A second asked within the first code's first second still has the whole minute to wait.
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      /^We just sent a code to this address\. You can ask for a new one in (\d+ seconds|1 minute)\./,
    );
    // Nothing typed is lost on an error.
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await page.getByRole('button', { name: 'Enter the code we sent' }).click();
    await expect.poll(() => pathOf(page.url())).toBe(PUBLIC_ROUTES.verifyEmail);
    await pasteInto(page, 'Digit 1 of 6', sentCode);
    await page.getByRole('button', { name: 'Verify Token' }).click();
    await expect.poll(() => pathOf(page.url())).toBe(APP_ROUTES.uploadResume);
  });

  test('Sign In with a new address, then Sign Up with it at once, reaches Verify Token', async ({
    page,
  }) => {
    const email = uniqueEmail('confused');
    await page.goto(PUBLIC_ROUTES.login);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Get Token' }).click();
    await expect.poll(() => pathOf(page.url())).toBe(PUBLIC_ROUTES.verifyEmail);
    // The mailbox says there is no account; the person goes to Sign Up.
    const noAccountMail = await readLatestMail(email);
    expect(noAccountMail).toContain('Subject: Sign-in attempt: no Nyra account for this address');
    await page.goto(PUBLIC_ROUTES.register);
    await page.getByLabel('First Name').fill('Cora');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect.poll(() => pathOf(page.url())).toBe(PUBLIC_ROUTES.verifyEmail);
    await expect(page.getByRole('heading', { level: 1, name: 'Verify Token' })).toBeVisible();
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect.poll(() => readLatestMail(email)).not.toBe(noAccountMail);
    await pasteInto(page, 'Digit 1 of 6', await readLatestCode(email));
    await page.getByRole('button', { name: 'Verify Token' }).click();
    await expect.poll(() => pathOf(page.url())).toBe(APP_ROUTES.uploadResume);
    // The session is written to storage just after the navigation: wait for it.
    await expect.poll(() => storedSession(page)).toMatchObject({ email, first_name: 'Cora' });
  });
});

test.describe('token refresh', () => {
  // In one worker, in order: each worker running some of these would start its own server.
  test.describe.configure({ mode: 'default' });
  const secret = randomBytes(32).toString('hex');
  let server: TestServer;

  test.beforeAll(async () => {
    // Our own server with a known signing secret, so the test can mint an expired token.
    server = await startTestServer({
      env: {
        JWT_SECRET: secret,
        SMTP_URL: process.env.E2E_SMTP_URL ?? '',
        RATE_LIMIT_SCALE: '1000',
      },
    });
  });
  test.afterAll(async () => server?.stop());

  async function signInThroughApi(page: Page, email: string): Promise<Session> {
    const sent = await page.request.post(`${server.url}/api/registry/sign-up/`, {
      data: { first_name: 'Refresh', last_name: 'Tester', email },
    });
    expect(sent.status()).toBe(200);
    const code = await readLatestCode(email);
    const verified = await page.request.post(`${server.url}/api/registry/verify-token/`, {
      data: { email, token: code },
    });
    expect(verified.status()).toBe(200);
    return (await verified.json()) as Session;
  }

  /** The same claims as `token`, but issued 20 minutes ago and expired 5 minutes ago. */
  async function expiredCopy(token: string): Promise<string> {
    const claims = decodeJwt(token);
    const nowS = Math.floor(Date.now() / 1000);
    return new SignJWT({ email: claims.email, role: claims.role, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('nyra')
      .setAudience('nyra-api')
      .setSubject(String(claims.sub))
      .setIssuedAt(nowS - 20 * 60)
      .setExpirationTime(nowS - 5 * 60)
      .sign(deriveAuthKeys(secret).jwt);
  }

  async function store(page: Page, session: Session) {
    // Only once the page's app runs: a prerendered page starts it after its first paint, and an
    // app starting after this write would see a session and sign in behind the test's back.
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
      SESSION_STORAGE_KEY,
      JSON.stringify(session),
    ] as const);
  }

  test('a request after the access token expired is refreshed invisibly', async ({ page }) => {
    const session = await signInThroughApi(page, uniqueEmail('expired'));
    const expired = await expiredCopy(session.access_token);
    expect(
      (
        await page.request.get(`${server.url}/api/registry/me/`, {
          headers: { authorization: `Bearer ${expired}` },
        })
      ).status(),
    ).toBe(401);

    await page.goto(`${server.url}/`);
    await store(page, { ...session, access_token: expired, has_uploaded_resume: true });
    const calls: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/api/')) calls.push(`${url.pathname} ${response.status()}`);
    });
    await page.goto(`${server.url}${APP_ROUTES.lessons}`);
    // The calls the screen makes at once (profile check, lessons, progress) meet the 401 with the
    // expired token; they share one refresh, and each is retried and succeeds with the new token.
    await expect.poll(() => calls).toContain('/api/registry/me/ 200');
    const refused = calls.filter((call) => call.endsWith(' 401'));
    expect(refused.length, calls.join(', ')).toBeGreaterThan(0);
    for (const call of refused) {
      const path = call.slice(0, -' 401'.length);
      await expect.poll(() => calls, call).toContain(`${path} 200`);
    }
    expect(calls.filter((call) => call.includes('/token/refresh/'))).toEqual([
      '/api/registry/token/refresh/ 200',
    ]);
    expect(pathOf(page.url())).toBe(APP_ROUTES.lessons);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    const after = await storedSession(page);
    expect(after?.access_token).not.toBe(expired);
    expect(after?.refresh_token).not.toBe(session.refresh_token);
    expect(after).toMatchObject({ email: session.email, has_uploaded_resume: true });
    expect(
      (
        await page.request.get(`${server.url}/api/registry/me/`, {
          headers: { authorization: `Bearer ${after?.access_token}` },
        })
      ).status(),
    ).toBe(200);
  });

  test('two tabs refreshing at once share one refresh and both stay signed in', async ({
    context,
  }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    const session = await signInThroughApi(first, uniqueEmail('tabs'));
    const expired = await expiredCopy(session.access_token);

    await first.goto(`${server.url}/`);
    await store(first, { ...session, access_token: expired, has_uploaded_resume: true });
    const refreshes: Request[] = [];
    context.on('request', (request) => {
      if (request.url().endsWith('/api/registry/token/refresh/')) refreshes.push(request);
    });
    // Both tabs start at the same moment with the same expired token.
    await Promise.all([
      first.goto(`${server.url}${APP_ROUTES.lessons}`),
      second.goto(`${server.url}${APP_ROUTES.playground}`),
    ]);
    for (const page of [first, second]) {
      await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    }
    await expect.poll(async () => (await storedSession(first))?.access_token).not.toBe(expired);
    // The Web Lock made the second tab reuse the first tab's new tokens instead of spending the
    // old refresh token again.
    expect(refreshes).toHaveLength(1);
    const [one, two] = [await storedSession(first), await storedSession(second)];
    expect(two?.refresh_token).toBe(one?.refresh_token);
    await first.waitForTimeout(500);
    expect(pathOf(first.url())).toBe(APP_ROUTES.lessons);
    expect(pathOf(second.url())).toBe(APP_ROUTES.playground);
    // The family was not revoked: the current refresh token still works.
    const refreshed = await first.request.post(`${server.url}/api/registry/token/refresh/`, {
      data: { refresh: one?.refresh_token },
    });
    expect(refreshed.status()).toBe(200);
  });

  test('a refused refresh signs the user out and clears the session', async ({ page }) => {
    const session = await signInThroughApi(page, uniqueEmail('revoked'));
    const expired = await expiredCopy(session.access_token);
    // Revoke the sign-in elsewhere.
    expect(
      (
        await page.request.post(`${server.url}/api/registry/sign-out/`, {
          data: { refresh: session.refresh_token },
        })
      ).status(),
    ).toBe(204);
    await page.goto(`${server.url}/`);
    await store(page, { ...session, access_token: expired, has_uploaded_resume: true });
    await page.goto(`${server.url}${APP_ROUTES.lessons}`);
    await expect.poll(() => pathOf(page.url())).toBe(PUBLIC_ROUTES.home);
    await expect.poll(() => storedSession(page)).toBeNull();
  });
});

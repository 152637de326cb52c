/**
 * Subscription (product.md#subscription, #constants): the checkout-return banners and the cleared query string,
 * the Monthly/Yearly toggle (yearly first) with its labels and prices, and the mock checkout: a
 * 1-second wait (fake clock), an alert naming the plan and price, the checkout request logged,
 * and "Payment failed. Please try again." when the payment provider cannot be reached (offline).
 */
import { createAccount, seedSession } from './support/create-account.ts';
import { expect, test, type Page } from './support/test.ts';

async function signIn(page: Page, request: Parameters<typeof createAccount>[0]) {
  await seedSession(page, await createAccount(request));
}

test('banners from the query string, then the query string is cleared', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await page.goto('/dashboard/interviews');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Billing & Plans' }).click();
  await expect(page).toHaveURL(/\/dashboard\/upgrade$/);
  await expect(page.getByRole('heading', { name: 'Subscription', level: 1 })).toBeVisible();

  await page.goto('/dashboard/upgrade?success=true');
  await expect(
    page.getByText('Payment successful! Your subscription has been activated.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/upgrade$/);

  await page.goto('/dashboard/upgrade?canceled=true');
  await expect(page.getByText('Payment was canceled. You can try again anytime.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/upgrade$/);
  await expect(page.getByText('Payment successful!')).toHaveCount(0);

  const current = page.getByRole('region', { name: 'Current Plan' });
  for (const text of ['Free', 'Free Plan', 'Limited Access', 'Active']) {
    await expect(current.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(current.getByRole('button', { name: 'Upgrade to Pro' })).toBeVisible();
  await expect(
    page.getByText(/processed securely through our card payment provider/),
  ).toBeVisible();
});

test('the billing toggle and the mock checkout, its success and failure alerts', async ({
  page,
  context,
  request,
}) => {
  await signIn(page, request);
  await page.clock.install();
  await page.goto('/dashboard/upgrade');
  const billing = page.getByRole('region', { name: 'Billing' });
  const price = billing.getByTestId('billing-price');

  await expect(billing.getByRole('radio', { name: /Yearly/ })).toBeChecked();
  await expect(billing.getByText('Save 20%')).toBeVisible();
  await expect(price).toContainText('$39/month');
  await expect(price).toContainText('$49');
  await expect(price).toContainText('Billed annually at $468/year');
  await expect(price).toContainText('Save $120/year');
  await expect(billing.getByRole('listitem')).toHaveCount(8);

  await billing.getByRole('radio', { name: 'Monthly' }).check();
  await expect(price).toHaveText(/^\$49\/month/);
  await expect(price).not.toContainText('$468');
  await expect(billing.getByRole('button', { name: 'Start Monthly Plan' })).toBeVisible();
  await billing.getByRole('radio', { name: /Yearly/ }).check();

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('Checkout request')) logged.push(message.text());
  });

  // Time stands still from here (the installed clock otherwise flows with real time, and a busy
  // machine let the 1 s checkout finish before the check below).
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  await billing.getByRole('button', { name: 'Start Annual Plan' }).click();
  await expect(billing.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  await page.clock.runFor(900);
  expect(dialogs).toEqual([]);
  await page.clock.runFor(200);
  await expect.poll(() => dialogs).toHaveLength(1);
  expect(dialogs[0]).toContain('Pro (Yearly)');
  expect(dialogs[0]).toContain('$468/year');
  await expect.poll(() => logged).toHaveLength(1);
  const logJson = logged[0]!.slice('Checkout request '.length);
  expect(JSON.parse(logJson)).toMatchObject({
    planName: 'Pro (Yearly)',
    price: 468,
    currency: 'usd',
    successUrl: expect.stringMatching(/\/dashboard\/upgrade\?success=true$/),
    cancelUrl: expect.stringMatching(/\/dashboard\/upgrade\?canceled=true$/),
  });

  await context.setOffline(true);
  await billing.getByRole('button', { name: 'Start Annual Plan' }).click();
  await page.clock.runFor(1_100);
  await expect.poll(() => dialogs).toHaveLength(2);
  expect(dialogs[1]).toBe('Payment failed. Please try again.');
  await context.setOffline(false);
});

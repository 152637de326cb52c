/**
 * A new learner on Interviews (issue 24.4), at 1280 and 360 px: no sample figures or sample
 * history, an empty state saying what will appear; a session ended within a minute is listed with
 * its real length, not the topic's 45 minutes; while rating, no score until a criterion is rated,
 * and the count of rated criteria reads "1 rated criterion", "2 rated criteria".
 */
import { createAccount, seedSession } from './support/create-account.ts';
import { expect, test } from './support/test.ts';

test.describe.configure({ timeout: 120_000 });

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 780 },
]) {
  test(`at ${viewport.width} px: an empty state first, then a short session logged and rated honestly`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    await seedSession(page, await createAccount(request));
    await page.goto('/dashboard/interviews');

    // No session yet: no example figures or history, and a word on what will appear.
    await expect(page.getByTestId('interview-stats-empty')).toContainText(
      'Your stats start with your first interview',
    );
    await expect(page.getByTestId('past-interviews-empty')).toContainText('No interviews yet');
    await expect(page.getByText(/\(example\)|Example data|84\/100/)).toHaveCount(0);
    await expect(page.getByTestId('interview-stats')).toHaveCount(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    // A session ended after a few seconds.
    const sqlCard = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'SQL', exact: true }) });
    await expect(sqlCard).toContainText('45 min');
    await sqlCard.getByRole('button', { name: 'Start Interview' }).click();
    await expect(page.getByTestId('question-prompt')).toBeVisible();
    await page.getByRole('button', { name: 'End Interview' }).click();

    // Rating: nothing rated, no score and no verdict on the self-rating.
    await expect(page.getByRole('heading', { name: 'Rate your answers: SQL' })).toBeVisible();
    await expect(page.getByTestId('score-pending')).toBeVisible();
    await expect(page.getByText(/^Score:/)).toHaveCount(0);
    await expect(page.getByText(/underselling/)).toHaveCount(0);
    await expect(page.getByText(/rated criterions/)).toHaveCount(0);

    const radios = page.getByRole('article').first().getByRole('radio', { name: 'Strong' });
    await radios.nth(0).check();
    await expect(page.getByTestId('live-score')).toHaveText(/^\d+\/100$/);
    await expect(page.getByTestId('score-evidence')).toContainText('over 1 rated criterion (');
    await radios.nth(1).check();
    await expect(page.getByTestId('score-evidence')).toContainText('over 2 rated criteria (');

    // Back on the list: the session's real length, not the topic's 45 minutes.
    await page.getByRole('button', { name: 'Rate later' }).click();
    const item = page.getByTestId('past-interview');
    await expect(item).toHaveCount(1);
    await expect(item.getByTestId('interview-duration')).toHaveText(/^\d{1,2} s$/);
    await expect(item).not.toContainText('45 min');
    await expect(page.getByTestId('interview-stats')).toBeVisible();
    await expect(page.getByTestId('past-interviews-empty')).toHaveCount(0);
  });
}

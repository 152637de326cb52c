/**
 * Subscription (product.md#subscription): the banners of a checkout return (?success=true / ?canceled=true,
 * then the query string is cleared with a history replace), the Current Plan card (always Free,
 * product.md#flows), and the Billing card with the Monthly/Yearly toggle (yearly first) and the mock
 * checkout (product.md#api/8).
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PRO_PLAN, type BillingPeriod } from '@/common/billing/pro-plan.ts';
import { Button, buttonClassName } from '@/src/components/ui/button.tsx';
import { startMockCheckout } from '../api/start-mock-checkout.ts';
import styles from './subscription-page.module.css';

type Banner = 'success' | 'canceled' | null;

export function SubscriptionPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [banner] = useState<Banner>(() =>
    params.get('success') === 'true'
      ? 'success'
      : params.get('canceled') === 'true'
        ? 'canceled'
        : null,
  );
  const [period, setPeriod] = useState<BillingPeriod>('yearly');
  const [busy, setBusy] = useState(false);
  const startButton = useRef<HTMLButtonElement>(null);

  const hasQuery = params.toString() !== '';
  useEffect(() => {
    if (banner && hasQuery) void navigate({ search: '' }, { replace: true });
  }, [banner, hasQuery, navigate]);

  async function checkout() {
    setBusy(true);
    try {
      window.alert(await startMockCheckout(period));
    } catch (error) {
      console.error('Checkout failed', error);
      window.alert('Payment failed. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  const yearly = PRO_PLAN.pricing.yearly;
  return (
    <div className="container">
      <h1 className="page-title">Subscription</h1>
      {banner === 'success' && (
        <p role="status" className={`${styles.banner} ${styles.success}`}>
          Payment successful! Your subscription has been activated.
        </p>
      )}
      {banner === 'canceled' && (
        <p role="status" className={`${styles.banner} ${styles.warning}`}>
          Payment was canceled. You can try again anytime.
        </p>
      )}

      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="current-plan-title">
          <div className={styles.cardHeader}>
            <h2 id="current-plan-title" className={styles.cardTitle}>
              Current Plan
            </h2>
            <span className={styles.badge}>Free</span>
          </div>
          <p className={styles.product}>Free Plan</p>
          <ul className={styles.features}>
            <li>Limited Access</li>
          </ul>
          <p className={styles.status}>
            Status: <strong>Active</strong>
          </p>
          <Button variant="secondary" onClick={() => startButton.current?.focus()}>
            Upgrade to Pro
          </Button>
        </section>

        <section className={styles.card} aria-labelledby="billing-title">
          <div className={styles.cardHeader}>
            <h2 id="billing-title" className={styles.cardTitle}>
              Billing
            </h2>
          </div>
          <fieldset className={styles.toggle}>
            <legend className="visually-hidden">Billing period</legend>
            {(['monthly', 'yearly'] as const).map((value) => (
              <label key={value} className={styles.option}>
                <input
                  type="radio"
                  name="billing-period"
                  value={value}
                  checked={period === value}
                  onChange={() => setPeriod(value)}
                  className={styles.radio}
                />
                {value === 'monthly' ? 'Monthly' : 'Yearly'}
                {value === 'yearly' && (
                  <span className={styles.saveTag}>{PRO_PLAN.savingsTag}</span>
                )}
              </label>
            ))}
          </fieldset>

          <div aria-live="polite" data-testid="billing-price" className={styles.priceBlock}>
            <p className={styles.price}>
              <span className={styles.amount}>${PRO_PLAN.pricing[period].price}</span>
              <span className={styles.per}>/month</span>
              {period === 'yearly' && <s className={styles.original}>${yearly.originalPrice}</s>}
            </p>
            {period === 'yearly' ? (
              <p className={styles.note}>
                {yearly.billingNote} · <span className={styles.savings}>{yearly.savings}</span>
              </p>
            ) : (
              <p className={styles.note}>Billed monthly</p>
            )}
          </div>

          <button
            ref={startButton}
            type="button"
            className={buttonClassName({ block: true })}
            onClick={() => void checkout()}
            disabled={busy}
          >
            {busy
              ? 'Processing...'
              : period === 'yearly'
                ? 'Start Annual Plan'
                : 'Start Monthly Plan'}
          </button>
          <p className={styles.claim}>{PRO_PLAN.claim}</p>

          <h3 className={styles.featuresTitle}>Everything in {PRO_PLAN.name}</h3>
          <ul className={styles.features}>
            {PRO_PLAN.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </section>
      </div>

      <p className={styles.footer}>
        Payments are processed securely through our card payment provider. We never see or store
        your card details.
      </p>
    </div>
  );
}

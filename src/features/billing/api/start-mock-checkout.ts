/**
 * The mock checkout of product.md#api/8: no payment provider is called. It waits
 * MOCK_CHECKOUT_DELAY_MS, logs the checkout request of product.md#entities, and resolves with the message
 * to show. It fails (as a real checkout would) when the device is offline, so the failure path is
 * reachable and tested.
 */
import {
  MOCK_CHECKOUT_DELAY_MS,
  PRO_PLAN,
  type BillingPeriod,
  type CheckoutRequest,
} from '@/common/billing/pro-plan.ts';
import { APP_ROUTES } from '@/common/routes.ts';

export function buildCheckoutRequest(period: BillingPeriod, origin: string): CheckoutRequest {
  return {
    planId: PRO_PLAN.pricing[period].priceId,
    planName: `${PRO_PLAN.name} (${period === 'yearly' ? 'Yearly' : 'Monthly'})`,
    price: PRO_PLAN.chargedPrice[period],
    currency: PRO_PLAN.currency,
    successUrl: `${origin}${APP_ROUTES.upgrade}?success=true`,
    cancelUrl: `${origin}${APP_ROUTES.upgrade}?canceled=true`,
  };
}

export async function startMockCheckout(period: BillingPeriod): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, MOCK_CHECKOUT_DELAY_MS));
  const request = buildCheckoutRequest(period, window.location.origin);
  if (!navigator.onLine) throw new Error('The payment provider cannot be reached while offline.');
  console.info('Checkout request', JSON.stringify(request));
  const per = period === 'yearly' ? 'year' : 'month';
  return `Checkout: ${request.planName} plan, $${request.price}/${per} (${request.currency.toUpperCase()}). This is a demo: no payment was taken.`;
}

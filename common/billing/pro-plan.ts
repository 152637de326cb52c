/**
 * The built-in Plan of product.md#entities and its prices (product.md#constants): one "Pro" plan, yearly $39 a
 * month billed $468 a year (against $49, "Save $120/year", tag "Save 20%"), monthly $49; currency
 * usd; the same price identifier for both periods. Amounts are in US dollars.
 */
export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** The one price identifier used for both periods (product.md#constants). */
export const PRO_PRICE_ID = 'price_nyra_pro';

export const PRO_PLAN = {
  id: 'pro',
  name: 'Pro',
  description: 'Every track, tool and AI feature on Nyra, with mentors in your corner.',
  features: [
    'Premium lessons',
    'AI resume optimization',
    '1-on-1 mentor sessions (2/month)',
    'Interview preparation tools',
    'Priority support',
    'Advanced analytics dashboard',
    'Career guidance and job matching',
    'Unlimited practice tests',
  ],
  currency: 'usd',
  pricing: {
    monthly: { price: 49, period: 'month', priceId: PRO_PRICE_ID },
    yearly: {
      price: 39,
      period: 'month',
      priceId: PRO_PRICE_ID,
      originalPrice: 49,
      billingNote: 'Billed annually at $468/year',
      savings: 'Save $120/year',
    },
  },
  /** What one checkout charges, per period. */
  chargedPrice: { monthly: 49, yearly: 468 },
  savingsTag: 'Save 20%',
  claim: 'Cancel anytime, no setup fees, 30-day free trial',
} as const;

/** The mock checkout request (product.md#entities). */
export interface CheckoutRequest {
  planId: string;
  planName: string;
  price: number;
  currency: string;
  successUrl: string;
  cancelUrl: string;
}

/** Mock checkout delay (product.md#constants), in milliseconds. */
export const MOCK_CHECKOUT_DELAY_MS = 1_000;

/**
 * The single All-Inclusive Plan of the Pricing page (product.md#pricing, #constants): no tiers; yearly $39 a
 * month billed annually at $468 (against $49, "Save $120/year", "Save 20%"), monthly $49; usd.
 */
export const ALL_INCLUSIVE_PLAN = {
  name: 'All-Inclusive Plan',
  description: 'Every track, tool and AI feature on Nyra, with mentors in your corner.',
  currency: 'usd',
  monthly: {
    price: '$49',
    billing: 'Billed monthly. Switch to yearly billing to save $120 a year.',
  },
  yearly: {
    price: '$39',
    originalPrice: '$49',
    billing: 'Billed annually at $468 per year',
    savings: 'Save $120/year',
    tag: 'Save 20%',
  },
  claim: 'Cancel anytime, no setup fees, 30-day free trial',
  features: [
    'All premium lessons across every track',
    'AI resume optimization for every role you target',
    '1-on-1 mentor sessions (2/month)',
    'Interview preparation tools',
    'Unlimited AI mock interviews',
    'Priority support',
    'Advanced analytics dashboard',
    'Career guidance and job matching',
    'Unlimited practice tests',
    'Cloud playgrounds with real datasets in 15+ languages',
    'Capstone projects with expert code review',
    'Certificates and private community access',
  ],
} as const;

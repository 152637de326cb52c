/**
 * Pricing (product.md#pricing): a Monthly/Yearly toggle (yearly by default), the one "All-Inclusive
 * Plan" flagged "Most Popular" with its 12 features, and an FAQ. The toggle is a pair of native
 * radio buttons and the matching price is chosen in CSS (:has), so it works, arrow keys included,
 * before and without JavaScript.
 */
import { Link } from 'react-router';
import { PUBLIC_ROUTES } from '@/common/routes.ts';
import { CONTACT_EMAIL } from '../copy/contact-addresses.ts';
import { ALL_INCLUSIVE_PLAN as PLAN } from '../copy/pricing-plan.ts';
import { usePageMeta, type PageMeta } from '../hooks/use-page-meta.ts';
import { CheckList } from './check-list.tsx';
import { MarketingIcon } from './marketing-icon.tsx';
import { PageSection } from './page-section.tsx';
import { SignUpButton } from './sign-up-button.tsx';
import styles from './pricing-page.module.css';

export const pricingPageMeta: PageMeta = {
  title: 'Pricing: one All-Inclusive Plan from $39 a month | Nyra',
  description:
    'One plan with every Nyra track, cloud playground, AI mock interview, resume tool and mentor session. $39 a month billed yearly or $49 monthly, with a 30-day free trial.',
};

export function PricingPage() {
  usePageMeta(pricingPageMeta);
  return (
    <>
      <section className={styles.hero} aria-labelledby="pricing-title">
        <div className="container">
          <p className={styles.eyebrow}>Pricing</p>
          <h1 id="pricing-title" className={styles.title}>
            One plan. Every track, tool and mentor.
          </h1>
          <p className={styles.lead}>
            No tiers and no upsells: everything Nyra offers is included, so you can focus on getting
            hired instead of comparing plans.
          </p>

          <div className={styles.pricing}>
            <fieldset className={styles.toggle}>
              <legend className="visually-hidden">Billing period</legend>
              <label className={styles.option}>
                <input
                  className={styles.radio}
                  type="radio"
                  name="billing-period"
                  value="monthly"
                  data-testid="billing-monthly"
                />
                Monthly
              </label>
              <label className={styles.option}>
                <input
                  className={styles.radio}
                  type="radio"
                  name="billing-period"
                  value="yearly"
                  defaultChecked
                  data-testid="billing-yearly"
                />
                Yearly
                <span className={styles.saveTag}>{PLAN.yearly.tag}</span>
              </label>
            </fieldset>

            <article className={styles.plan} aria-labelledby="plan-name">
              <div className={styles.planMain}>
                <div className={styles.planHeader}>
                  <h2 id="plan-name" className={styles.planName}>
                    {PLAN.name}
                  </h2>
                  <span className={styles.popular}>Most Popular</span>
                </div>
                <p className={styles.planDescription}>{PLAN.description}</p>

                <div aria-live="polite" data-testid="plan-price">
                  <div className={styles.yearlyPrice}>
                    <p className={styles.price}>
                      <span className={styles.amount}>{PLAN.yearly.price}</span>
                      <span className={styles.per}>per month</span>
                      <del className={styles.original}>
                        <span className="visually-hidden">instead of </span>
                        {PLAN.yearly.originalPrice}
                      </del>
                    </p>
                    <p className={styles.billing}>{PLAN.yearly.billing}</p>
                    <p className={styles.savings}>{PLAN.yearly.savings}</p>
                  </div>
                  <div className={styles.monthlyPrice}>
                    <p className={styles.price}>
                      <span className={styles.amount}>{PLAN.monthly.price}</span>
                      <span className={styles.per}>per month</span>
                    </p>
                    <p className={styles.billing}>{PLAN.monthly.billing}</p>
                  </div>
                </div>

                <SignUpButton block>Start Your 30-Day Free Trial</SignUpButton>
                <p className={styles.claim}>{PLAN.claim}</p>
                <p className={styles.guarantee}>
                  <MarketingIcon name="shield" size={20} />
                  <span>
                    Covered by our 30-day money-back guarantee. Students can ask for a discount with
                    a valid student ID.
                  </span>
                </p>
              </div>
              <div className={styles.planFeatures}>
                <h3 className={styles.featuresTitle}>Everything included</h3>
                <CheckList items={PLAN.features} />
              </div>
            </article>
          </div>
        </div>
      </section>

      <PageSection
        id="faq-title"
        tone="raised"
        eyebrow="FAQ"
        title="Questions, answered"
        lead="Anything else on your mind? We reply to every message within 24 hours."
      >
        <div className={styles.faq}>
          <details className={styles.question} name="pricing-faq" open>
            <summary>How does the 30-day free trial work?</summary>
            <p>
              Create an account and the whole All-Inclusive Plan is yours free for 30 days. Some
              usage limits apply during the trial, such as the number of mentor sessions and AI mock
              interviews. We remind you before the trial ends, and there is nothing to pay if you
              cancel before then.
            </p>
          </details>
          <details className={styles.question} name="pricing-faq">
            <summary>Can I cancel anytime?</summary>
            <p>
              Yes. Cancel from Billing &amp; Plans whenever you like: there are no setup or
              cancellation fees, and you keep access until the end of the period you have paid for.
              Your first payment is also covered by our 30-day money-back guarantee.
            </p>
          </details>
          <details className={styles.question} name="pricing-faq">
            <summary>What&apos;s included in the All-Inclusive Plan?</summary>
            <p>
              Everything: every learning track and capstone project, the cloud playgrounds,
              unlimited AI mock interviews, the AI resume tools, career guidance and job matching,
              and two 1-on-1 mentor sessions a month. There are no add-ons and no higher tiers.
            </p>
          </details>
          <details className={styles.question} name="pricing-faq">
            <summary>Do you offer student discounts?</summary>
            <p>
              Yes. E-mail <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> from your student
              address with a photo of a valid student ID, and we will apply the discount to your
              account.
            </p>
          </details>
          <details className={styles.question} name="pricing-faq">
            <summary>Monthly or yearly: what is the difference?</summary>
            <p>
              Monthly billing is $49 per month. Yearly billing is $39 per month, billed annually at
              $468 per year, which saves you $120 a year compared with paying monthly.
            </p>
          </details>
        </div>
        <p className={styles.more}>
          Still deciding? <Link to={PUBLIC_ROUTES.contact}>Talk to our team</Link>.
        </p>
      </PageSection>
    </>
  );
}

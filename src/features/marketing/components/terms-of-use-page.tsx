/**
 * Terms of Use (SPEC 2.4, 9): twelve sections. Figures are the business constants of SPEC 9:
 * minimum age 18; $49 a month, or $39 a month billed annually at $468 a year; 30-day free trial
 * with usage limits; 30-day money-back guarantee, no refund past 50% of a course or for partial
 * periods; liability capped at the last 12 months of payments; California law, binding
 * arbitration and a class-action waiver; 30 days' notice of material changes; support replies
 * within 24 hours and legal within 5 business days.
 */
import { Link } from 'react-router';
import { PUBLIC_ROUTES } from '../../../../common/routes.ts';
import { LEGAL_EMAIL, SUPPORT_EMAIL } from '../data/contact-addresses.ts';
import { usePageMeta, type PageMeta } from '../hooks/use-page-meta.ts';
import { LegalDocument, type LegalSection } from './legal-document.tsx';

export const termsOfUsePageMeta: PageMeta = {
  title: 'Terms of Use | Nyra',
  description:
    'The terms that govern your use of Nyra: eligibility, subscriptions and the free trial, cancellations and refunds, acceptable use, and how disputes are resolved.',
};

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of These Terms',
    content: (
      <p>
        By creating an account, starting a free trial or otherwise using the Services, you agree to
        these Terms and to our <Link to={PUBLIC_ROUTES.privacyPolicy}>Privacy Policy</Link>. If you
        use the Services on behalf of an organisation, you confirm that you may bind it to these
        Terms. If you do not agree, do not use the Services.
      </p>
    ),
  },
  {
    id: 'eligibility-and-accounts',
    title: 'Eligibility and Accounts',
    content: (
      <>
        <p>
          You must be at least 18 years old to use the Services. You agree to give accurate
          information, to keep one account per person, and not to share your account.
        </p>
        <p>
          Nyra signs you in with one-time codes sent to your e-mail address, so keep access to that
          mailbox secure. You are responsible for activity on your account; tell us at{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> straight away if you think someone
          else has used it.
        </p>
      </>
    ),
  },
  {
    id: 'the-services',
    title: 'The Services',
    content: (
      <p>
        Nyra provides learning tracks, in-browser coding and SQL playgrounds, an AI career copilot,
        resume tools, mock interviews and mentor sessions for students. Instructors and
        administrators who create content for Nyra also agree to any separate contributor terms we
        give them. We improve the Services continuously and may add, change or retire features.
        Features labelled beta, coming soon or in development are offered as they are and may change
        before general release.
      </p>
    ),
  },
  {
    id: 'subscriptions-and-billing',
    title: 'Subscriptions, Billing and Free Trial',
    content: (
      <>
        <p>Nyra offers one All-Inclusive Plan, billed in US dollars plus any applicable taxes:</p>
        <ul>
          <li>
            <strong>Monthly:</strong> $49 per month.
          </li>
          <li>
            <strong>Yearly:</strong> $39 per month, billed annually at $468 per year.
          </li>
        </ul>
        <p>
          New members get a 30-day free trial. Some usage limits apply during the trial, such as the
          number of mentor sessions and AI mock interviews. Unless you cancel before the trial ends,
          your subscription starts when it ends and then renews automatically at the end of each
          billing period until you cancel. There are no setup fees.
        </p>
        <p>
          Students may be eligible for a discount: e-mail us from your student address with a copy
          of a valid student ID. We will tell you at least 30 days before any price change applies
          to your subscription.
        </p>
      </>
    ),
  },
  {
    id: 'cancellation-and-refunds',
    title: 'Cancellation and Refunds',
    content: (
      <>
        <p>
          You can cancel at any time from Billing &amp; Plans in your account. Cancellation takes
          effect at the end of the current billing period, and you keep access until then.
        </p>
        <p>
          <strong>30-day money-back guarantee:</strong> if you are not satisfied, ask for a refund
          within 30 days of your first paid charge and we will refund it in full, except that:
        </p>
        <ul>
          <li>no refund is available for a course you have completed more than 50% of; and</li>
          <li>we do not give refunds or credits for partial subscription periods.</li>
        </ul>
        <p>Approved refunds go back to the original payment method.</p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable Use',
    content: (
      <>
        <p>When using the Services you agree not to:</p>
        <ul>
          <li>share, resell or sublicense your access, or copy and redistribute our content;</li>
          <li>
            scrape, reverse engineer or overload the Services, or use the playgrounds for anything
            other than learning, such as mining cryptocurrency or attacking other systems;
          </li>
          <li>upload malware, or personal information about others without their permission;</li>
          <li>cheat on assessments or misrepresent certificates you have not earned;</li>
          <li>use AI features to create unlawful, deceptive or harmful material;</li>
          <li>harass or abuse other students, instructors, mentors or our staff.</li>
        </ul>
        <p>
          We may suspend or close accounts that break these rules. Where we can, we will warn you
          first and explain why.
        </p>
      </>
    ),
  },
  {
    id: 'your-content',
    title: 'Your Content',
    content: (
      <p>
        You own what you create and upload, including resumes, code, projects and answers. You give
        Nyra a limited licence to host, process and display that content only to provide the
        Services to you, for example to analyse a resume against a role you choose. You are
        responsible for making sure your content is accurate and that you have the right to upload
        it. If you send us feedback, we may use it without obligation to you.
      </p>
    ),
  },
  {
    id: 'our-content',
    title: 'Our Content and Intellectual Property',
    content: (
      <p>
        Lessons, videos, exercises, datasets, software and branding in the Services belong to Nyra
        or its licensors. While your account is in good standing, we grant you a personal,
        non-exclusive, non-transferable licence to use them for your own learning and career
        development. Certificates you earn are yours to share.
      </p>
    ),
  },
  {
    id: 'ai-and-outcomes',
    title: 'AI Features and Career Outcomes',
    content: (
      <p>
        AI-generated suggestions, such as resume edits, role-fit scores, cover letters and interview
        feedback, can be incomplete or wrong: review them before you rely on them. Nyra does not
        guarantee interviews, job offers or a particular salary. Salary ranges and success figures
        on our website describe the market and our members&apos; reported results; they are not
        promises about yours.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Disclaimers and Limitation of Liability',
    content: (
      <>
        <p>
          The Services are provided &quot;as is&quot; and &quot;as available&quot;. To the fullest
          extent the law allows, Nyra disclaims implied warranties of merchantability, fitness for a
          particular purpose and non-infringement, and is not liable for indirect, incidental,
          special, consequential or punitive damages, or for lost profits, data or opportunities.
        </p>
        <p>
          Nyra&apos;s total liability for any claim relating to the Services is limited to the
          amount you paid Nyra in the 12 months before the event giving rise to the claim. Some
          jurisdictions do not allow these limits, so they may not all apply to you.
        </p>
      </>
    ),
  },
  {
    id: 'disputes',
    title: 'Governing Law, Arbitration and Class-Action Waiver',
    content: (
      <>
        <p>
          These Terms are governed by the laws of the State of California, without regard to its
          conflict-of-laws rules. Before filing a claim, please contact us so we can try to resolve
          the problem informally.
        </p>
        <p>
          Any dispute that we cannot resolve informally will be settled by binding individual
          arbitration administered by the American Arbitration Association under its Consumer
          Arbitration Rules, in San Francisco County or by video conference. Either party may
          instead bring an individual claim in small-claims court.
        </p>
        <p>
          <strong>Class-action waiver:</strong> you and Nyra each agree to bring claims only in an
          individual capacity, and not as a plaintiff or class member in any class, collective or
          representative proceeding.
        </p>
      </>
    ),
  },
  {
    id: 'changes-and-contact',
    title: 'Changes to These Terms and Contact',
    content: (
      <>
        <p>
          We will give you at least 30 days&apos; notice by e-mail or in the app before a material
          change to these Terms takes effect. If you keep using the Services after that, the new
          Terms apply; if you do not agree, you can cancel before they take effect.
        </p>
        <ul>
          <li>
            Help with your account or billing:{' '}
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. We reply within 24 hours.
          </li>
          <li>
            Legal notices and questions about these Terms:{' '}
            <a href={`mailto:${LEGAL_EMAIL}`}>{LEGAL_EMAIL}</a>. We reply within 5 business days.
          </li>
        </ul>
      </>
    ),
  },
];

export function TermsOfUsePage() {
  usePageMeta(termsOfUsePageMeta);
  return (
    <LegalDocument
      title="Terms of Use"
      intro={
        <p>
          These Terms of Use are an agreement between you and Nyra, Inc. (&quot;Nyra&quot;,
          &quot;we&quot;, &quot;us&quot;) that governs your use of our website, apps and services
          (the &quot;Services&quot;). Please read section 11 carefully: it requires disputes to be
          resolved by binding individual arbitration and waives class actions.
        </p>
      }
      sections={SECTIONS}
    />
  );
}

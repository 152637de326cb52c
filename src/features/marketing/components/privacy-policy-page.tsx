/**
 * Privacy Policy (SPEC 2.4, 9): ten sections. Figures are the business constants of SPEC 9:
 * minimum age 18; retention 3 years (accounts, communications), 7 years (education and payment
 * records), 2 years (technical data); rights requests answered within 30 days; 30 days' notice
 * of material changes; privacy replies within 48 hours; the data-protection officer within 30 days.
 */
import { Link } from 'react-router';
import { PUBLIC_ROUTES } from '../../../../common/routes.ts';
import { DPO_EMAIL, PRIVACY_EMAIL } from '../data/contact-addresses.ts';
import { usePageMeta, type PageMeta } from '../hooks/use-page-meta.ts';
import { LegalDocument, type LegalSection } from './legal-document.tsx';

export const privacyPolicyPageMeta: PageMeta = {
  title: 'Privacy Policy | Nyra',
  description:
    'How Nyra collects, uses, shares and protects your personal information, how long we keep it, and how to exercise your privacy rights.',
};

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    content: (
      <>
        <p>We collect only what we need to run the Services and help you progress:</p>
        <ul>
          <li>
            <strong>Account information:</strong> your first and last name and e-mail address. Nyra
            has no passwords; you sign in with a one-time 6-digit code sent to your e-mail.
          </li>
          <li>
            <strong>Career information you provide:</strong> resumes you upload, employment and
            education history, skills, profile links such as GitHub or LinkedIn, the roles and job
            descriptions you target, and cover letters.
          </li>
          <li>
            <strong>Learning activity:</strong> lessons you watch, code and queries you run in the
            playgrounds, practice results, mock interview answers, scores and certificates.
          </li>
          <li>
            <strong>Payment information:</strong> handled by our card payment provider. We receive
            only the card brand, last four digits, expiry date and billing country, never the full
            card number.
          </li>
          <li>
            <strong>Communications:</strong> messages you send to support or through the contact
            form, and any survey answers.
          </li>
          <li>
            <strong>Technical data:</strong> IP address, browser and device type, operating system,
            pages viewed, referring address, error reports, and files the app stores on your device
            so lessons keep working offline.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How We Use Your Information',
    content: (
      <>
        <ul>
          <li>
            To provide and personalise the Services: learning paths, adaptive difficulty and pacing,
            progress tracking and certificates.
          </li>
          <li>
            To produce AI-assisted suggestions such as resume optimisation, role-fit analysis, cover
            letters, interview feedback and role recommendations. These are suggestions for you to
            review; we never make decisions with legal or similarly significant effects about you by
            automated means alone.
          </li>
          <li>To process subscriptions, free trials, student discounts and refunds.</li>
          <li>
            To send sign-in codes and service messages and, if you agree, occasional product news
            that you can unsubscribe from at any time.
          </li>
          <li>To keep the Services secure, prevent fraud and abuse, and fix problems.</li>
          <li>
            To improve the Services using aggregated or de-identified information, and to comply
            with the law.
          </li>
        </ul>
        <p>
          We do not sell your personal information, and we do not use your resume or interview
          content to train third-party AI models.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-share-information',
    title: 'How We Share Information',
    content: (
      <>
        <p>We share personal information only in these cases:</p>
        <ul>
          <li>
            <strong>Service providers</strong> who host the Services, deliver e-mail, process
            payments or provide support tools, under contracts that limit their use of your data to
            the work they do for us.
          </li>
          <li>
            <strong>Mentors and instructors</strong>, who see what you choose to share in a session
            or review.
          </li>
          <li>
            <strong>Employers and hiring partners</strong>, only when you apply to a role or
            explicitly opt in to job matching, and only the profile you choose to send.
          </li>
          <li>
            <strong>Legal and safety reasons:</strong> to comply with the law or a valid legal
            request, enforce our Terms of Use, or protect the rights and safety of students,
            instructors, administrators, visitors or the public.
          </li>
          <li>
            <strong>Business transfers:</strong> if Nyra is involved in a merger or acquisition, in
            which case we will tell you before your information becomes subject to a different
            privacy policy.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'cookies-and-local-storage',
    title: 'Cookies and Local Storage',
    content: (
      <>
        <p>
          We use essential browser storage to keep you signed in, remember your preferences and keep
          the app and downloaded lessons available offline through a service worker. We do not use
          third-party advertising cookies or cross-site tracking.
        </p>
        <p>
          You can clear this data at any time in your browser settings. Signing out removes your
          session from the device; clearing site data also removes lessons saved for offline use.
        </p>
      </>
    ),
  },
  {
    id: 'data-retention',
    title: 'Data Retention',
    content: (
      <>
        <p>We keep personal information only as long as we need it:</p>
        <ul>
          <li>
            <strong>Account information and communications:</strong> while your account is open and
            for 3 years after your last activity or the closure of your account.
          </li>
          <li>
            <strong>Education records and payment records:</strong> 7 years, so we can verify
            certificates you have earned and meet tax and accounting obligations.
          </li>
          <li>
            <strong>Technical data:</strong> 2 years.
          </li>
        </ul>
        <p>
          At the end of these periods we delete the information or irreversibly anonymise it. You
          can ask us to delete it sooner, unless the law requires us to keep it.
        </p>
      </>
    ),
  },
  {
    id: 'data-security',
    title: 'Data Security',
    content: (
      <>
        <p>
          We encrypt data in transit and at rest, limit staff access to what each role needs, use
          short-lived access tokens with single-use refresh tokens, and review our systems
          regularly. Because sign-in uses one-time codes, there is no password of yours for us to
          store or for anyone to steal.
        </p>
        <p>
          No system is perfectly secure. If a breach affects your personal information, we will
          notify you and the relevant authorities without undue delay, as the law requires.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights and Choices',
    content: (
      <>
        <p>
          Depending on where you live (for example under the GDPR in the European Economic Area and
          the United Kingdom, or the CCPA in California) you may have the right to:
        </p>
        <ul>
          <li>access the personal information we hold about you and receive a portable copy;</li>
          <li>correct inaccurate information, or have it deleted;</li>
          <li>object to or restrict certain processing, and withdraw consent you have given;</li>
          <li>opt out of marketing e-mails at any time;</li>
          <li>not be treated differently for exercising any of these rights.</li>
        </ul>
        <p>
          To make a request, e-mail <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>. We may
          need to confirm your identity first. We answer every rights request within 30 days; if the
          law allows an extension for a complex request, we will tell you why within those 30 days.
        </p>
      </>
    ),
  },
  {
    id: 'age-requirement',
    title: 'Age Requirement',
    content: (
      <p>
        The Services are for adults. You must be at least 18 years old to create an account or use
        the Services, and we do not knowingly collect personal information from anyone under 18. If
        we learn that we have, we delete it promptly. If you believe a minor has given us
        information, please contact <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>.
      </p>
    ),
  },
  {
    id: 'international-transfers',
    title: 'International Data Transfers',
    content: (
      <p>
        Nyra is based in San Francisco, California, and processes information in the United States
        and in other countries where our service providers operate. When we transfer personal
        information out of the European Economic Area, the United Kingdom or Switzerland, we rely on
        safeguards such as the European Commission&apos;s Standard Contractual Clauses.
      </p>
    ),
  },
  {
    id: 'changes-and-contact',
    title: 'Changes to This Policy and How to Contact Us',
    content: (
      <>
        <p>
          We will give you at least 30 days&apos; notice by e-mail or in the app before a material
          change to this policy takes effect. Minor clarifications take effect when we publish them
          here, with a new date at the top of this page.
        </p>
        <ul>
          <li>
            Privacy questions: <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>. We reply
            within 48 hours.
          </li>
          <li>
            Our data-protection officer: <a href={`mailto:${DPO_EMAIL}`}>{DPO_EMAIL}</a>. The
            officer responds within 30 days.
          </li>
          <li>By post: Nyra, Inc., Attn: Privacy, San Francisco, California, United States.</li>
        </ul>
        <p>
          You may also complain to your local data-protection authority. Our{' '}
          <Link to={PUBLIC_ROUTES.termsOfUse}>Terms of Use</Link> explain the rules for using the
          Services.
        </p>
      </>
    ),
  },
];

export function PrivacyPolicyPage() {
  usePageMeta(privacyPolicyPageMeta);
  return (
    <LegalDocument
      title="Privacy Policy"
      intro={
        <p>
          This Privacy Policy explains how Nyra, Inc. (&quot;Nyra&quot;, &quot;we&quot;,
          &quot;us&quot;) collects, uses, shares and protects personal information when you visit
          our website, create an account, or use our learning, practice, resume and career services
          (the &quot;Services&quot;). It applies to everyone who uses the Services, whether as a
          visitor, student, instructor or administrator.
        </p>
      }
      sections={SECTIONS}
    />
  );
}

/**
 * Contact (product.md#contact): the contact form plus cards for e-mail, location (San Francisco) and
 * response time (within 24 hours).
 */
import type { ReactNode } from 'react';
import { CONTACT_EMAIL } from '../copy/contact-addresses.ts';
import { usePageMeta, type PageMeta } from '../hooks/use-page-meta.ts';
import { ContactForm } from './contact-form.tsx';
import { MarketingIcon, type MarketingIconName } from './marketing-icon.tsx';
import { PageHero } from './page-hero.tsx';
import styles from './contact-page.module.css';

export const contactPageMeta: PageMeta = {
  title: 'Contact Nyra: questions, partnerships and support',
  description:
    'Questions about Nyra, a partnership idea or a problem to report? Write to our San Francisco team and we will reply within 24 hours.',
};

export function ContactPage() {
  usePageMeta(contactPageMeta);
  return (
    <>
      <PageHero
        badge="Contact"
        badgeIcon="message"
        title="Talk to the people who build Nyra"
        lead="Whether you're weighing up a track, exploring a partnership or stuck on a lesson, a real person on our team reads every message."
      />
      <div className={`container ${styles.layout}`}>
        <ContactForm />
        <aside className={styles.details} aria-label="Other ways to reach us">
          <ContactCard icon="mail" title="Email us">
            <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
            <span>For anything from course questions to press requests.</span>
          </ContactCard>
          <ContactCard icon="mapPin" title="Location">
            <strong>San Francisco</strong>
            <span>Our team works remotely across North America and Europe.</span>
          </ContactCard>
          <ContactCard icon="clock" title="Response time">
            <strong>We reply within 24 hours</strong>
            <span>Usually much sooner on business days.</span>
          </ContactCard>
        </aside>
      </div>
    </>
  );
}

function ContactCard({
  icon,
  title,
  children,
}: {
  icon: MarketingIconName;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.card}>
      <span className={styles.icon}>
        <MarketingIcon name={icon} size={22} />
      </span>
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>{title}</h2>
        {children}
      </div>
    </div>
  );
}

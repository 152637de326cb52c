/**
 * The public footer (product.md#landing): company and legal links, social links to a professional
 * network and a photo-sharing network, a video-network icon that links nowhere yet (a placeholder
 * link without href), and the 2025 copyright line. Part of the public layout, so kept small.
 */
import { Link } from 'react-router';
import { PUBLIC_ROUTES } from '@/common/routes.ts';
import styles from './site-footer.module.css';

const FOOTER_LINKS = [
  { label: 'Careers', href: PUBLIC_ROUTES.careers },
  { label: 'Contact Us', href: PUBLIC_ROUTES.contact },
  { label: 'Pricing', href: PUBLIC_ROUTES.pricing },
  { label: 'Privacy Policy', href: PUBLIC_ROUTES.privacyPolicy },
  { label: 'Terms of Use', href: PUBLIC_ROUTES.termsOfUse },
];

/** Without JavaScript the top bar's menus cannot open; these plain links stand in for them. */
const NO_SCRIPT_LINKS = [
  { label: 'Data Engineering', href: PUBLIC_ROUTES.trackDataEngineering },
  { label: 'AI Engineering', href: PUBLIC_ROUTES.trackAiEngineering },
  { label: 'Analytics Engineering', href: PUBLIC_ROUTES.trackAnalyticsEngineering },
  { label: 'Career Copilot', href: PUBLIC_ROUTES.approachCopilot },
  { label: 'Top Mentors', href: PUBLIC_ROUTES.approachMentors },
  { label: 'Career Toolkit', href: PUBLIC_ROUTES.approachToolkit },
];

const SOCIAL_LINKS = [
  {
    label: 'Nyra on LinkedIn',
    href: 'https://www.linkedin.com/company/nyra-careers',
    path: 'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM8 10.5V17M8 7.5v.01M12 17v-6.5M12 13.5c0-1.7 1-3 2.5-3s2.5 1 2.5 3V17',
  },
  {
    label: 'Nyra on Instagram',
    href: 'https://www.instagram.com/nyra.careers',
    path: 'M7.5 3h9A4.5 4.5 0 0 1 21 7.5v9a4.5 4.5 0 0 1-4.5 4.5h-9A4.5 4.5 0 0 1 3 16.5v-9A4.5 4.5 0 0 1 7.5 3zM12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zM17 7v.01',
  },
];

const VIDEO_PATH =
  'M4.5 6.2c2.8-.6 12.2-.6 15 0 1 .2 1.7 1 1.9 2 .3 2.5.3 5.1 0 7.6-.2 1-.9 1.8-1.9 2-2.8.6-12.2.6-15 0-1-.2-1.7-1-1.9-2-.3-2.5-.3-5.1 0-7.6.2-1 .9-1.8 1.9-2zM10 9.2v5.6l4.8-2.8z';

function SocialIcon({ path, label }: { path: string; label?: string }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <path d={path} />
    </svg>
  );
}

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.top}`}>
        <div className={styles.brand}>
          <p className={styles.wordmark}>Nyra</p>
          <p className={styles.tagline}>
            The AI career copilot for data, AI and analytics engineers.
          </p>
          <ul className={styles.social}>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.href}>
                <a
                  className={styles.socialLink}
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={link.label}
                >
                  <SocialIcon path={link.path} />
                </a>
              </li>
            ))}
            <li>
              {/* Placeholder link (no href): the video channel is not live yet, so it leads
                  nowhere. The id marks it as a deliberate anchor for crawlers' link checks. */}
              <a id="video-channel" className={styles.socialLink} data-testid="video-network-link">
                <SocialIcon path={VIDEO_PATH} label="Nyra on YouTube (coming soon)" />
              </a>
            </li>
          </ul>
        </div>
        <noscript>
          <nav aria-label="Site map">
            <ul className={styles.links}>
              {NO_SCRIPT_LINKS.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        </noscript>
        <nav aria-label="Footer">
          <ul className={styles.links}>
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <Link to={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>© 2025 Nyra. All rights reserved.</p>
        <p>Built in San Francisco for data people everywhere.</p>
      </div>
    </footer>
  );
}

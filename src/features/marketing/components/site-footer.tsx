import { Link } from 'react-router';
import { PUBLIC_ROUTES } from '../../../../common/routes.ts';
import styles from './site-footer.module.css';

const FOOTER_LINKS = [
  { label: 'Careers', href: PUBLIC_ROUTES.careers },
  { label: 'Contact Us', href: PUBLIC_ROUTES.contact },
  { label: 'Pricing', href: PUBLIC_ROUTES.pricing },
  { label: 'Privacy Policy', href: PUBLIC_ROUTES.privacyPolicy },
  { label: 'Terms of Use', href: PUBLIC_ROUTES.termsOfUse },
];

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.row}`}>
        <nav aria-label="Footer">
          <ul className={styles.links}>
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <Link to={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>© 2025 Nyra. All rights reserved.</p>
      </div>
    </footer>
  );
}

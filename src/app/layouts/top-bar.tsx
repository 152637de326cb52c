/**
 * The top bar of product.md#top-bar. Signed out: Tracks / Approach / Company menus and Sign In / Sign
 * Up (each hidden on its own page); on phones they fold into one panel. Signed in: the user menu
 * with initials, full name, e-mail, "Billing & Plans" and "Sign Out". Menus close on outside
 * click, Escape and route change. On prerendered marketing pages React does not run: the same
 * markup gets its behaviour from src/features/marketing/islands/ (closed menus are in the markup,
 * hidden).
 */
import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { APP_ROUTES, PUBLIC_ROUTES, SIGNED_IN_HOME } from '@/common/routes.ts';
import { buttonClassName } from '@/src/components/ui/button.tsx';
import { DropdownMenu, type DropdownMenuItem } from '@/src/components/ui/dropdown-menu.tsx';
import { moveFocusAmongLinks } from '@/src/features/marketing/browser/move-focus-among-links.ts';
import { PHONE_MENU_LABELS } from '@/src/features/marketing/copy/phone-menu-labels.ts';
import { InstallAppButton } from '@/src/features/pwa/components/install-app-button.tsx';
import { useSessionStore } from '@/src/lib/session-store.ts';
import { LogoMark } from './logo-mark.tsx';
import styles from './top-bar.module.css';

interface NavGroup {
  label: string;
  links: Array<{ label: string; href: string }>;
}

const NAV_GROUPS: NavGroup[] = [
  {
    label: 'Tracks',
    links: [
      { label: 'Data Engineering', href: PUBLIC_ROUTES.trackDataEngineering },
      { label: 'AI Engineering', href: PUBLIC_ROUTES.trackAiEngineering },
      { label: 'Analytics Engineer', href: PUBLIC_ROUTES.trackAnalyticsEngineering },
    ],
  },
  {
    label: 'Approach',
    links: [
      { label: 'Career Copilot', href: PUBLIC_ROUTES.approachCopilot },
      { label: 'Top Mentors', href: PUBLIC_ROUTES.approachMentors },
      { label: 'Career Toolkit', href: PUBLIC_ROUTES.approachToolkit },
    ],
  },
  {
    label: 'Company',
    links: [
      { label: 'Careers', href: PUBLIC_ROUTES.careers },
      { label: 'Contact Us', href: PUBLIC_ROUTES.contact },
      { label: 'Pricing', href: PUBLIC_ROUTES.pricing },
    ],
  },
];

function initialsOf(firstName: string, lastName: string | null | undefined, email: string): string {
  const letters = [firstName, lastName ?? '']
    .map((part) => part.trim().charAt(0))
    .join('')
    .toUpperCase();
  return letters || email.charAt(0).toUpperCase();
}

export interface TopBarProps {
  /** Signs the user out (server revoke and local clean-up are the auth feature's concern). */
  onSignOut: () => void | Promise<void>;
}

export function TopBar({ onSignOut }: TopBarProps) {
  const session = useSessionStore((state) => state.session);
  const location = useLocation();
  const navigate = useNavigate();
  const [mobileOpen, setMobileOpen] = useState(false);

  const headerRef = useRef<HTMLElement>(null);
  const burgerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setMobileOpen(false), [location.pathname]);
  useEffect(() => {
    if (!mobileOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMobileOpen(false);
      burgerRef.current?.focus();
    };
    // A tap anywhere outside the bar and its panel closes the panel (product.md#top-bar).
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setMobileOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [mobileOpen]);

  /** Arrow keys move between the panel's links, like the desktop menus. */
  const onPanelKeyDown = (event: ReactKeyboardEvent<HTMLElement>) => {
    if (moveFocusAmongLinks(event.currentTarget, event.key)) event.preventDefault();
  };

  const toMenuItems = (group: NavGroup): DropdownMenuItem[] =>
    group.links.map((link) => ({
      key: link.href,
      label: link.label,
      href: link.href,
      onSelect: () => void navigate(link.href),
    }));

  const showSignIn = location.pathname !== PUBLIC_ROUTES.login;
  const showSignUp = location.pathname !== PUBLIC_ROUTES.register;

  return (
    <header className={styles.bar} ref={headerRef}>
      <div className={`container ${styles.inner}`}>
        <Link
          to={session ? SIGNED_IN_HOME : PUBLIC_ROUTES.home}
          className={styles.logo}
          aria-label="Nyra home"
        >
          <LogoMark className={styles.logoMark} />
          <span>Nyra</span>
        </Link>

        {!session && (
          <nav className={styles.menus} aria-label="Main">
            {NAV_GROUPS.map((group) => (
              <DropdownMenu
                key={group.label}
                label={group.label}
                items={toMenuItems(group)}
                closeKey={location.pathname}
              />
            ))}
          </nav>
        )}

        <div className={styles.actions}>
          <InstallAppButton />
          {session ? (
            <DropdownMenu
              align="end"
              ariaLabel="Account menu"
              closeKey={location.pathname}
              label={
                <span className={styles.avatar} aria-hidden="true">
                  {initialsOf(session.first_name, session.last_name, session.email)}
                </span>
              }
              header={
                <div className={styles.userHeader}>
                  <span className={styles.avatar} aria-hidden="true">
                    {initialsOf(session.first_name, session.last_name, session.email)}
                  </span>
                  <div className={styles.userText}>
                    <div className={styles.userName}>
                      {[session.first_name, session.last_name].filter(Boolean).join(' ')}
                    </div>
                    {/* One line, cut with an ellipsis; the title shows the whole address. */}
                    <div className={styles.userEmail} title={session.email}>
                      {session.email}
                    </div>
                  </div>
                </div>
              }
              items={[
                {
                  key: 'certificates',
                  label: 'Certificates',
                  href: APP_ROUTES.certificates,
                  onSelect: () => void navigate(APP_ROUTES.certificates),
                },
                {
                  key: 'billing',
                  label: 'Billing & Plans',
                  href: APP_ROUTES.upgrade,
                  onSelect: () => void navigate(APP_ROUTES.upgrade),
                },
                { key: 'sign-out', label: 'Sign Out', onSelect: () => void onSignOut() },
              ]}
            />
          ) : (
            <>
              <div className={styles.authButtons}>
                {showSignIn && (
                  <Link
                    to={PUBLIC_ROUTES.login}
                    className={buttonClassName({ variant: 'ghost', size: 'small' })}
                  >
                    Sign In
                  </Link>
                )}
                {showSignUp && (
                  <Link
                    to={PUBLIC_ROUTES.register}
                    className={buttonClassName({ variant: 'primary', size: 'small' })}
                  >
                    Sign Up
                  </Link>
                )}
              </div>
              <button
                ref={burgerRef}
                type="button"
                className={styles.burger}
                aria-expanded={mobileOpen}
                aria-controls="mobile-nav"
                aria-label={mobileOpen ? PHONE_MENU_LABELS.close : PHONE_MENU_LABELS.open}
                onClick={() => setMobileOpen((open) => !open)}
              >
                {/* Both icons are in the markup and CSS shows the one matching aria-expanded,
                    so the prerendered page's script only flips the attribute. */}
                <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
                  <path
                    className={styles.burgerOpenIcon}
                    d="M3 5h14M3 10h14M3 15h14"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                  <path
                    className={styles.burgerCloseIcon}
                    d="M4 4l12 12M16 4L4 16"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
            </>
          )}
        </div>
      </div>

      {/* Rendered closed too (hidden): prerendered pages toggle it without React. */}
      {!session && (
        <nav
          id="mobile-nav"
          className={styles.mobilePanel}
          aria-label="Main"
          hidden={!mobileOpen}
          onKeyDown={onPanelKeyDown}
        >
          {NAV_GROUPS.map((group) => (
            <div key={group.label} className={styles.mobileGroup}>
              <h2>{group.label}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href} className={styles.mobileLink}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <div className={styles.mobileAuth}>
            {showSignIn && (
              <Link to={PUBLIC_ROUTES.login} className={buttonClassName({ variant: 'secondary' })}>
                Sign In
              </Link>
            )}
            {showSignUp && (
              <Link to={PUBLIC_ROUTES.register} className={buttonClassName({ variant: 'primary' })}>
                Sign Up
              </Link>
            )}
          </div>
        </nav>
      )}
    </header>
  );
}

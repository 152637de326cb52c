/**
 * "Back" of the legal and feature pages (product.md#legal, #feature-pages): one step back in history. Opened in
 * a fresh tab there is no previous page, so it goes to the home page instead of doing nothing.
 * On a prerendered page `data-back-button` gets the same behaviour from islands/wire-back-buttons.ts.
 */
import { useNavigate } from 'react-router';
import { PUBLIC_ROUTES } from '@/common/routes.ts';
import { MarketingIcon } from './marketing-icon.tsx';
import styles from './back-button.module.css';

export function BackButton() {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={styles.back}
      data-back-button=""
      onClick={() => {
        if (window.history.length > 1) void navigate(-1);
        else void navigate(PUBLIC_ROUTES.home);
      }}
    >
      <MarketingIcon name="arrowLeft" size={18} />
      Back
    </button>
  );
}

import { Outlet } from 'react-router';
import styles from './auth-layout.module.css';

/** The centred card every auth screen sits in (product.md#sign-in). */
export function AuthLayout() {
  return (
    <div className={styles.wrap}>
      <div className={styles.card}>
        <Outlet />
      </div>
    </div>
  );
}

import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'small' | 'medium' | 'large';

interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

export function buttonClassName({
  variant = 'primary',
  size = 'medium',
  block,
}: StyleProps): string {
  return [
    styles.button,
    styles[variant],
    size === 'medium' ? undefined : styles[size],
    block ? styles.block : undefined,
  ]
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant,
  size,
  block,
  className,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & StyleProps) {
  return (
    <button
      type={type}
      className={[buttonClassName({ variant, size, block }), className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}

/** A link that looks like a button, for navigation (e.g. full page loads to /auth/register). */
export function ButtonLink({
  variant,
  size,
  block,
  className,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & StyleProps) {
  return (
    <a
      className={[buttonClassName({ variant, size, block }), className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}

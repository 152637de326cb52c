/**
 * An accessible dropdown menu (WAI-ARIA menu button pattern): opens by click, Enter, Space or
 * ArrowDown; arrows, Home and End move between items; Escape closes and returns focus to the
 * button; Tab and an outside click close it. The parent closes it on route change by changing
 * `closeKey`. Prerendered marketing pages do not run React: their island script
 * (src/features/marketing/islands/) gives the same markup the same behaviour.
 */
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import styles from './dropdown-menu.module.css';

export interface DropdownMenuItem {
  key: string;
  label: ReactNode;
  /** Renders a link (client navigation is done by the caller's onSelect when given). */
  href?: string;
  onSelect?: () => void;
}

export interface DropdownMenuProps {
  label: ReactNode;
  /** Accessible name when the visible label is not text (e.g. initials). */
  ariaLabel?: string;
  items: DropdownMenuItem[];
  header?: ReactNode;
  align?: 'start' | 'end';
  closeKey?: string;
  triggerClassName?: string;
}

export function DropdownMenu({
  label,
  ariaLabel,
  items,
  header,
  align = 'start',
  closeKey,
  triggerClassName,
}: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();

  // Items are read from the DOM at key time, so the list is always the rendered one.
  const menuItems = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  const focusItem = useCallback((index: number) => {
    const items = Array.from(
      menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [],
    );
    if (items.length === 0) return;
    items[((index % items.length) + items.length) % items.length]?.focus();
  }, []);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  useEffect(() => {
    setOpen(false);
  }, [closeKey]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAndFocus = (index: number) => {
    setOpen(true);
    requestAnimationFrame(() => focusItem(index));
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAndFocus(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(items.length - 1);
    } else if (event.key === 'Escape') {
      close(false);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = menuItems().findIndex((element) => element === document.activeElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusItem(0);
        break;
      case 'End':
        event.preventDefault();
        focusItem(items.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        setOpen(false);
        break;
      default:
        break;
    }
  };

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        className={[styles.trigger, triggerClassName].filter(Boolean).join(' ')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={ariaLabel}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onTriggerKeyDown}
      >
        {label}
        <svg className={styles.chevron} viewBox="0 0 20 20" aria-hidden="true" fill="currentColor">
          <path d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z" />
        </svg>
      </button>
      {/* Rendered closed too (hidden), so prerendered pages carry the menu and their small
          script (src/features/marketing/islands/) only toggles it. */}
      <div
        className={[styles.panel, align === 'end' ? styles.alignEnd : ''].join(' ')}
        hidden={!open}
      >
        {header && <div className={styles.header}>{header}</div>}
        <ul
          id={menuId}
          ref={menuRef}
          role="menu"
          aria-label={typeof label === 'string' ? label : ariaLabel}
          onKeyDown={onMenuKeyDown}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {items.map((item) => (
            <li key={item.key} role="none">
              {item.href ? (
                <a
                  role="menuitem"
                  tabIndex={-1}
                  className={styles.item}
                  href={item.href}
                  onClick={(event) => {
                    if (item.onSelect) {
                      event.preventDefault();
                      item.onSelect();
                    }
                    setOpen(false);
                  }}
                >
                  {item.label}
                </a>
              ) : (
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className={styles.item}
                  onClick={() => {
                    setOpen(false);
                    item.onSelect?.();
                  }}
                >
                  {item.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

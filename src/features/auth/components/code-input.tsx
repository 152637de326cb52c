/**
 * Six single-digit boxes for the sign-in code (product.md#verify): the first box is focused; typing a
 * digit moves to the next box; Backspace on an empty box moves back and clears the previous one;
 * pasting (or one-time-code autofill, which may drop the whole code into one box) spreads the
 * digits over the boxes. Non-digits are ignored.
 */
import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { SIGN_IN_CODE_LENGTH } from '@/common/auth/auth-limits.ts';
import styles from './code-input.module.css';

export interface CodeInputProps {
  /** One entry per box: '' or a single digit. */
  digits: string[];
  onChange: (digits: string[]) => void;
  invalid?: boolean;
  disabled?: boolean;
  describedBy?: string;
  /** Changes to this value move focus back to the first box (e.g. after a wrong code). */
  focusKey?: number;
}

export function emptyCode(): string[] {
  return Array.from({ length: SIGN_IN_CODE_LENGTH }, () => '');
}

export function CodeInput({
  digits,
  onChange,
  invalid,
  disabled,
  describedBy,
  focusKey,
}: CodeInputProps) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);

  useEffect(() => {
    boxes.current[0]?.focus();
  }, [focusKey]);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(SIGN_IN_CODE_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  /** Writes `incoming` digits starting at box `start`; returns the box to focus next. */
  const fill = (start: number, incoming: string) => {
    const next = [...digits];
    let index = start;
    for (const digit of incoming) {
      if (index >= SIGN_IN_CODE_LENGTH) break;
      next[index] = digit;
      index += 1;
    }
    onChange(next);
    focusBox(index);
  };

  const handleInput = (index: number, raw: string) => {
    const typed = raw.replace(/\D/g, '');
    if (typed.length === 0) {
      if (raw === '') {
        const next = [...digits];
        next[index] = '';
        onChange(next);
      }
      return;
    }
    // The box may hold its old digit plus the new one: keep only what was just typed.
    const incoming =
      typed.length === 2 && digits[index]
        ? typed.replace(digits[index] ?? '', '') || typed.slice(-1)
        : typed;
    if (incoming.length >= SIGN_IN_CODE_LENGTH) fill(0, incoming.slice(0, SIGN_IN_CODE_LENGTH));
    else fill(index, incoming);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < SIGN_IN_CODE_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '');
    event.preventDefault();
    if (pasted.length === 0) return;
    if (pasted.length >= SIGN_IN_CODE_LENGTH) fill(0, pasted.slice(0, SIGN_IN_CODE_LENGTH));
    else fill(index, pasted);
  };

  return (
    <fieldset className={styles.group} disabled={disabled}>
      <legend className="visually-hidden">Verification code</legend>
      <div className={styles.boxes}>
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            className={styles.box}
            value={digit}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            aria-label={`Digit ${index + 1} of ${SIGN_IN_CODE_LENGTH}`}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => handleInput(index, event.target.value)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={(event) => handlePaste(index, event)}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
    </fieldset>
  );
}

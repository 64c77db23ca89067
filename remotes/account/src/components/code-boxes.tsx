import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_LENGTH } from '@koester/shared/ui/form-field';
import styles from './code-boxes.module.css';

interface CodeBoxesProps {
  /** One entry per box, '' where nothing is typed yet. */
  digits: readonly string[];
  disabled: boolean;
  /** Every change, typed or pasted. */
  onDigits(next: string[]): void;
}

/**
 * The six boxes of an emailed code, one digit each (spec §2 "Verify email"): typing moves on to the next box,
 * Backspace in an empty box back to the one before, and a pasted code fills them all. The first box has focus when
 * the boxes appear.
 */
export function CodeBoxes({ digits, disabled, onDigits }: CodeBoxesProps) {
  const { t } = useTranslation('account');
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  useEffect(() => boxes.current[0]?.focus(), []);

  function fill(next: string[], focusIndex: number) {
    boxes.current[Math.min(focusIndex, CODE_LENGTH - 1)]?.focus();
    onDigits(next);
  }

  function onChange(index: number, value: string) {
    const digit = value.replace(/\D/g, '').slice(-1);
    const next = [...digits];
    next[index] = digit;
    if (digit) fill(next, index + 1);
    else onDigits(next);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      boxes.current[index - 1]?.focus();
    }
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '').slice(0, CODE_LENGTH).split('');
    if (pasted.length === 0) return;
    fill(
      Array.from({ length: CODE_LENGTH }, (_, i) => pasted[i] ?? ''),
      pasted.length,
    );
  }

  return (
    <fieldset className={styles.digits}>
      <legend className="k-visually-hidden">{t('verifyEmail.codeLabel')}</legend>
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className={styles.digit}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('verifyEmail.digit', { n: index + 1, total: CODE_LENGTH })}
          value={digit}
          disabled={disabled}
          onChange={(e) => onChange(index, e.target.value)}
          onKeyDown={(e) => onKeyDown(index, e)}
          onPaste={onPaste}
        />
      ))}
    </fieldset>
  );
}

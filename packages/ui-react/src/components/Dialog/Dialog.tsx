import { DIALOG_ANIMATION_MS } from '@ott/common';
import { useEffect, useId, useLayoutEffect, useReducer, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon/Icon';
import { isDialogMounted, nextDialogState, type DialogState } from './dialogState';
import { focusableElements, trapTabKey } from './focusTrap';
import '@ott/ui-react/styles/dialog.css';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, on the close button and on a click outside the dialog. */
  onClose: () => void;
  /** Accessible name; shown as the dialog's heading unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  children: ReactNode;
  /** `modal` is centred; `sidebar` slides in from the left. */
  variant?: 'modal' | 'sidebar';
  size?: 'small' | 'large';
  className?: string;
  /** Hides the close button (the content has its own). */
  hideCloseButton?: boolean;
}

/**
 * A modal dialog (spec 000 §4 "Dialog"): closed, opening, open, closing, 300 ms each way. While it
 * is in the page, focus stays inside it (Tab wraps), Escape closes it, and when it is gone focus
 * returns to the element that had it before. State classes: `ott-dialog--opening|open|closing`.
 */
export function Dialog({ open, onClose, title, hideTitle = false, children, variant = 'modal', size, className, hideCloseButton = false }: DialogProps) {
  const { t } = useTranslation('common');
  const [state, dispatch] = useReducer(nextDialogState, open ? 'opening' : ('closed' satisfies DialogState));
  // Follow the `open` prop during render (React's pattern for state that reacts to a prop change).
  const [shownOpen, setShownOpen] = useState(open);
  if (open !== shownOpen) {
    setShownOpen(open);
    dispatch(open ? 'open' : 'close');
  }
  const panelRef = useRef<HTMLDivElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const titleId = useId();

  // Each animation lasts DIALOG_ANIMATION_MS; CSS transitions use the same duration.
  useEffect(() => {
    if (state !== 'opening' && state !== 'closing') return;
    const timer = setTimeout(() => dispatch('animationEnd'), DIALOG_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const mounted = isDialogMounted(state);

  // On mount: remember what had focus and move focus inside. On unmount: give it back.
  useLayoutEffect(() => {
    if (!mounted) return;
    returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    if (panel) (focusableElements(panel).find((element) => !element.classList.contains('ott-dialog__close')) ?? panel).focus();
    return () => {
      const target = returnFocusRef.current;
      // Focus that has meanwhile moved somewhere else (e.g. into a dialog opened as this one
      // closed) stays there: only focus this dialog held, or lost to <body>, goes back.
      const active = document.activeElement;
      const focusWasHere = active === null || active === document.body || (panel?.contains(active) ?? false);
      if (target?.isConnected && focusWasHere) target.focus();
    };
  }, [mounted]);

  if (!mounted) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (panelRef.current) trapTabKey(event, panelRef.current);
  };

  const classes = ['ott-dialog', `ott-dialog--${variant}`, `ott-dialog--${state}`, size ? `ott-dialog--${size}` : '', className ?? '']
    .filter(Boolean)
    .join(' ');

  return createPortal(
    <div className={classes} onKeyDown={onKeyDown}>
      <div className="ott-dialog__backdrop" onClick={onClose} aria-hidden="true" />
      <div ref={panelRef} className="ott-dialog__panel" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <h2 id={titleId} className={hideTitle ? 'ott-visually-hidden' : 'ott-dialog__title'}>
          {title}
        </h2>
        {!hideCloseButton && (
          <button type="button" className="ott-dialog__close ott-icon-button" onClick={onClose} aria-label={t('close')}>
            <Icon name="close" />
          </button>
        )}
        <div className="ott-dialog__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}

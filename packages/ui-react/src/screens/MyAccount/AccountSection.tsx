import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** How MyAccount drives one edit section (see sectionMachine.ts). */
export interface SectionControl {
  editing: boolean;
  /** Asks to edit this section; absent when the section cannot be edited. */
  onEdit?: () => void;
  onCancel: () => void;
  onSaved: () => void;
  onDirtyChange: (dirty: boolean) => void;
  /** The section was just closed: its Edit button takes the focus back. */
  returnFocus: boolean;
  /** Changes each time the focus should go (back) into the open section's first field. */
  focusRequest: number;
  /** Another section was asked for while this one has unsaved changes. */
  blocked: boolean;
}

export interface AccountSectionProps {
  /** BEM modifier of the section, e.g. `names`. */
  name: string;
  title: string;
  control?: SectionControl;
  children: ReactNode;
}

const FIRST_FIELD = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * One section of the account page: a region named by its heading, with an Edit button whose
 * accessible name says which section it edits. Opening the section moves the focus to its first
 * field; closing it (cancel or save) gives the focus back to the Edit button.
 */
export function AccountSection({ name, title, control, children }: AccountSectionProps) {
  const { t } = useTranslation('user');
  const headingId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const editing = control?.editing ?? false;
  const focusRequest = control?.focusRequest ?? 0;
  const returnFocus = control?.returnFocus ?? false;

  useEffect(() => {
    if (editing) bodyRef.current?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
  }, [editing, focusRequest]);

  useEffect(() => {
    if (returnFocus) editButtonRef.current?.focus();
  }, [returnFocus]);

  return (
    <section className={`ott-account-section ott-account-section--${name}${editing ? ' ott-account-section--editing' : ''}`} aria-labelledby={headingId}>
      <div className="ott-account-section__header">
        <h2 id={headingId} className="ott-account-section__title">
          {title}
        </h2>
        {control?.onEdit && !editing && (
          <button ref={editButtonRef} type="button" className="ott-button-secondary ott-account-section__edit" aria-label={t('account.edit_section', { section: title })} onClick={control.onEdit}>
            {t('account.edit')}
          </button>
        )}
      </div>
      {editing && control?.blocked && (
        <p className="ott-account-section__notice" role="alert">
          {t('account.edit_blocked', { section: title })}
        </p>
      )}
      <div ref={bodyRef} className="ott-account-section__body">
        {children}
      </div>
    </section>
  );
}

import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent } from 'react';
import { PlayerIcon, type PlayerIconName } from './PlayerIcon';

export interface TrackMenuOption {
  id: number;
  label: string;
}

export interface TrackMenuProps {
  /** The button's name and the menu's label ("Subtitles"). */
  label: string;
  icon: PlayerIconName;
  options: readonly TrackMenuOption[];
  selected: number;
  onSelect: (id: number) => void;
}

/**
 * A menu button with one choice per track (WAI-ARIA menu button, menuitemradio items). Opening
 * focuses the chosen item; arrows, Home and End move; Enter or Space chooses; Escape closes and
 * gives focus back to the button; Tab or a click outside closes.
 */
export function TrackMenu({ label, icon, options, selected, onSelect }: TrackMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLLIElement | null)[]>([]);

  // Focus moves to the chosen item when the menu opens, not when the choice changes while it is open.
  const focusChosen = useEffectEvent(() => {
    const index = options.findIndex((option) => option.id === selected);
    itemRefs.current[Math.max(0, index)]?.focus();
  });
  useEffect(() => {
    if (!open) return;
    focusChosen();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  const choose = (id: number) => {
    onSelect(id);
    close(true);
  };
  const focusItem = (index: number) => {
    const count = options.length;
    itemRefs.current[((index % count) + count) % count]?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = itemRefs.current.findIndex((item) => item === document.activeElement);
    const keys: Record<string, () => void> = {
      ArrowDown: () => focusItem(current + 1),
      ArrowUp: () => focusItem(current - 1),
      Home: () => focusItem(0),
      End: () => focusItem(options.length - 1),
      Escape: () => close(true),
      Enter: () => current >= 0 && choose(options[current]!.id),
      ' ': () => current >= 0 && choose(options[current]!.id),
    };
    if (event.key === 'Tab') {
      close(false);
      return;
    }
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    action();
  };

  return (
    <div className="ott-player__menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="ott-player__button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            event.stopPropagation();
            setOpen(true);
          }
        }}
      >
        <PlayerIcon name={icon} />
      </button>
      {open ? (
        <ul className="ott-player__menu-list" id={menuId} role="menu" aria-label={label} onKeyDown={onMenuKeyDown}>
          {options.map((option, index) => (
            <li
              key={option.id}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              role="menuitemradio"
              aria-checked={option.id === selected}
              tabIndex={-1}
              className={`ott-player__menu-item${option.id === selected ? ' ott-player__menu-item--selected' : ''}`}
              onClick={() => choose(option.id)}
            >
              {option.label}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

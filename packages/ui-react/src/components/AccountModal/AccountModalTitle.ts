import { createContext, useContext, useEffect } from 'react';

/** Lets a screen replace the dialog title for one of its states (e.g. the device-login error). */
export const AccountModalTitleContext = createContext<(title: string | null) => void>(() => {});

/** The dialog shows `title` while the calling component is mounted with it; undefined keeps the screen's title. */
export function useAccountModalTitle(title: string | undefined): void {
  const setTitle = useContext(AccountModalTitleContext);
  useEffect(() => {
    if (title === undefined) return;
    setTitle(title);
    return () => setTitle(null);
  }, [title, setTitle]);
}

import { dateTimeFormat, type AccountSession, type SessionsService } from '@ott/common';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountSection } from './AccountSection';
import { useAccountPageServices } from './useAccountPageServices';

type SessionsView = { status: 'loading' } | { status: 'error' } | { status: 'ready'; sessions: AccountSession[] };

export interface SessionsSectionProps {
  service: SessionsService;
}

/**
 * Signed-in devices (issue 21): where the account is signed in, when each was last used, and a
 * way to sign out one of them or every other; this browser is marked and has no button (the
 * header's sign-out is for it).
 */
export function SessionsSection({ service }: SessionsSectionProps) {
  const { t, i18n } = useTranslation('user');
  const { showToast, logger } = useAccountPageServices();
  const [view, setView] = useState<SessionsView>({ status: 'loading' });
  const [busy, setBusy] = useState(false);
  /** Bumped to list the sessions again (a retry, or after ending some). */
  const [listing, setListing] = useState(0);

  useEffect(() => {
    let current = true;
    service.listSessions().then(
      (sessions) => current && setView({ status: 'ready', sessions }),
      (error: unknown) => {
        logger.error('The sessions could not be loaded', error);
        if (current) setView({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [service, logger, listing]);

  const load = useCallback(() => {
    setView({ status: 'loading' });
    setListing((count) => count + 1);
  }, []);

  const act = async (action: () => Promise<unknown>, done: string) => {
    if (busy) return;
    setBusy(true);
    try {
      await action();
      showToast(done, 'success');
    } catch (error) {
      logger.error('A session could not be ended', error);
      showToast(t('account.sessions.end_failed'), 'error');
    } finally {
      setBusy(false);
      load();
    }
  };

  const when = (iso: string): string => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  };

  return (
    <AccountSection name="sessions" title={t('account.sessions.title')}>
      <p className="ott-account-section__note">{t('account.sessions.description')}</p>
      {view.status === 'loading' && <p role="status">{t('common:loading')}</p>}
      {view.status === 'error' && (
        <div role="alert">
          <p>{t('account.sessions.load_failed')}</p>
          <button type="button" className="ott-button-secondary ott-account-section__action" onClick={load}>
            {t('account.sessions.retry')}
          </button>
        </div>
      )}
      {view.status === 'ready' && (
        <>
          <ul className="ott-sessions">
            {view.sessions.map((session) => {
              const device = session.device || t('account.sessions.unknown_device');
              return (
                <li key={session.id} className="ott-sessions__item">
                  <span className="ott-sessions__device">
                    {device}
                    {session.current && <strong className="ott-sessions__current"> ({t('account.sessions.this_device')})</strong>}
                  </span>
                  <span className="ott-sessions__seen">{t('account.sessions.last_seen', { date: when(session.lastSeenAt) })}</span>
                  {!session.current && (
                    <button
                      type="button"
                      className="ott-button-secondary ott-sessions__end"
                      aria-label={t('account.sessions.sign_out_named', { device })}
                      aria-disabled={busy || undefined}
                      onClick={() => void act(() => service.endSession(session.id), t('account.sessions.ended_device'))}
                    >
                      {t('account.sessions.sign_out')}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
          {view.sessions.some((session) => !session.current) && (
            <button
              type="button"
              className="ott-button-secondary ott-account-section__action"
              aria-disabled={busy || undefined}
              onClick={() => void act(() => service.endOtherSessions(), t('account.sessions.ended_all_others'))}
            >
              {t('account.sessions.sign_out_others')}
            </button>
          )}
        </>
      )}
    </AccountSection>
  );
}

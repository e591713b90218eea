import { SHARE_COPIED_MS } from '@ott/common';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from './copyText';
import '@ott/ui-react/styles/media-hero.css';
import '@ott/ui-react/styles/share-button.css';

export interface ShareButtonProps {
  /** Title of what is shared (the native share sheet shows it). */
  title: string;
  /** Short text for the share sheet. */
  text?: string;
  /** The address to share; the current page by default. */
  url?: string;
  className?: string;
}

const SHARE_ICON =
  'M18 16.08c-.76 0-1.44.3-1.96.77L8.91 12.7c.05-.23.09-.46.09-.7s-.04-.47-.09-.7l7.05-4.11A2.99 2.99 0 0 0 21 5a3 3 0 1 0-5.91.7L8.04 9.81A2.99 2.99 0 0 0 3 12a3 3 0 0 0 5.04 2.19l7.12 4.16c-.05.21-.08.43-.08.65A2.92 2.92 0 1 0 18 16.08';

/**
 * Share (spec 000 §4): the device's share sheet where the browser has one, else the link is copied
 * and the button says "Copied" for 2 s (SHARE_COPIED_MS), announced through a live region.
 */
export function ShareButton({ title, text, url, className }: ShareButtonProps) {
  const { t } = useTranslation('video');
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const showCopied = () => {
    setCopied(true);
    // A second copy within the 2 s starts the 2 s again.
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), SHARE_COPIED_MS);
  };

  const share = async () => {
    const address = url ?? window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url: address });
      } catch {
        // The viewer closed the share sheet: nothing to do.
      }
      return;
    }
    if (await copyText(address)) showCopied();
  };

  return (
    <>
      <button type="button" className={['ott-button', 'ott-media-action', 'ott-share-button', className ?? ''].filter(Boolean).join(' ')} onClick={() => void share()}>
        <svg className="ott-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d={SHARE_ICON} fill="currentColor" />
        </svg>
        <span>{copied ? t('copied') : t('share')}</span>
      </button>
      <span className="ott-visually-hidden" role="status">
        {copied ? t('link_copied') : ''}
      </span>
    </>
  );
}

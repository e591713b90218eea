import type { ReactNode } from 'react';
import '@ott/ui-react/styles/tag.css';

export interface TagProps {
  children: ReactNode;
  /** `live` is the highlighted LIVE tag of live media (spec 000 §4 "Media status"). */
  variant?: 'default' | 'live';
  className?: string;
}

/** A short label next to a title: the LIVE tag, a content kind. */
export function Tag({ children, variant = 'default', className }: TagProps) {
  const classes = ['ott-tag', variant !== 'default' ? `ott-tag--${variant}` : '', className ?? ''].filter(Boolean).join(' ');
  return <span className={classes}>{children}</span>;
}

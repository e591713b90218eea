import type { DurationParts } from '@ott/common';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Formats a duration in the active language: "1 h 32 min", "45 min". */
export function useDurationFormat(): (parts: DurationParts) => string {
  const { t } = useTranslation('video');
  return useCallback(
    ({ hours, minutes }: DurationParts) => (hours > 0 ? t('duration_hours_minutes', { hours, minutes }) : t('duration_minutes', { minutes })),
    [t],
  );
}

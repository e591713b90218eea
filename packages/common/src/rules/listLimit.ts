import { LIST_LIMIT_COGNITO, LIST_LIMIT_DEFAULT } from '../constants';

/** The account back ends of spec 000 §6's feature-flag table. */
export type ListLimitProvider = 'cleeng' | 'jwp' | 'custom' | 'cognito';

/** Favorites and watch-history limit: 48, except 40 in the Cognito-style variant. */
export const listLimitFor = (provider?: ListLimitProvider | null): number =>
  provider === 'cognito' ? LIST_LIMIT_COGNITO : LIST_LIMIT_DEFAULT;

import { externalOfferUrl, formatPrice, matchRoute, offersOfType, showsChooseOfferTypeSwitch, type ChooseOfferType, type DisplayError, type Offer } from '@ott/common';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useApp } from '../../hooks/useApp';
import { useMedia } from '../../hooks/useMedia';
import { useSubscriptionsEnabled } from '../../hooks/useSubscriptionsEnabled';
import { absoluteAccountModalUrl } from '../AccountModal/accountModalUrl';
import { useAccountModalNavigation } from '../AccountModal/useAccountModalNavigation';
import { FormAlert } from '../AccountForms/fields/FormAlert';
import { SubmitButton } from '../AccountForms/fields/SubmitButton';
import { useDisplayErrorText } from '../AccountForms/useDisplayErrorText';
import { LoadingIndicator } from '../LoadingIndicator/LoadingIndicator';
import { checkoutErrorOf } from './checkoutError';
import { startExternalPurchase } from './externalOfferToken';
import { offerTermLabel, offerTrialLabel } from './offerLabels';
import { paymentTypeOf } from './paymentReturn';
import { useCheckoutController } from './useCheckoutController';
import { useCheckoutState } from './useCheckoutState';
import { useReferrerCodes } from './useReferrerCodes';
import '@ott/ui-react/styles/checkout.css';

/** The item of the page under the overlay (a media page, or an episode of a series), whose offers are asked for. */
function usePageMediaId(): string | undefined {
  const { pathname, search } = useLocation();
  const route = matchRoute(pathname, search);
  if (route.name === 'media') return route.params.id;
  if (route.name === 'series') return route.params.episodeId;
  return undefined;
}

/**
 * The `choose-offer` screen (spec 000 §4 "Choose offer"): the site's offers and those of the item on
 * the page, a subscription / one-time switch only when both kinds exist, the last offer of a kind
 * preselected. Continue goes to checkout, or out to the provider's page for an offer with its own
 * URL, given the return, error and cancel pages and a token (000 §2); where the provider sells its
 * plans in a customer portal, out to the portal, which returns to wait for the chosen offer. No offer
 * at all says choose_offer.no_pricing_available.
 */
export default function ChooseOffer() {
  const { t, i18n } = useTranslation('account');
  const errorText = useDisplayErrorText();
  const controller = useCheckoutController();
  const modal = useAccountModalNavigation();
  const location = useLocation();
  const { customerPortal } = useSubscriptionsEnabled();
  const { loadSubscriptionController } = useApp();
  useReferrerCodes(controller);
  const mediaId = usePageMediaId();
  const media = useMedia(mediaId);
  const offers = useCheckoutState(controller, (state) => state.offers);
  const offerType = useCheckoutState(controller, (state) => state.offerType);
  const selected = useCheckoutState(controller, (state) => state.selectedOffer);
  const setOfferType = useCheckoutState(controller, (state) => state.setOfferType);
  const [status, setStatus] = useState<'loading' | 'ready' | 'redirecting'>('loading');
  const [error, setError] = useState<DisplayError | null>(null);
  const [fieldError, setFieldError] = useState(false);
  const mediaPending = mediaId !== undefined && media.isPending;
  const mediaOffers = media.data?.mediaOffers;

  useEffect(() => {
    if (!controller || mediaPending) return;
    let current = true;
    controller.loadOffers({ mediaOffers: mediaOffers ?? [] }).then(
      () => current && setStatus('ready'),
      (failure: unknown) => {
        if (!current) return;
        setError(checkoutErrorOf(failure));
        setStatus('ready');
      },
    );
    return () => {
      current = false;
    };
  }, [controller, mediaPending, mediaOffers]);

  if (controller === null) return <FormAlert message={t('choose_offer.no_pricing_available')} />;
  if (controller === undefined || status === 'loading') return <LoadingIndicator />;
  if (error) return <FormAlert message={errorText(error)} />;

  const shown = offersOfType(offers, offerType);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!selected) {
      setFieldError(true);
      return;
    }
    if (selected.offerUrl) {
      // Sold on the provider's own page: the viewer leaves the site to buy it, and comes back to wait for the access.
      const type = paymentTypeOf(selected);
      const target = externalOfferUrl(selected.offerUrl, {
        returnUrl: absoluteAccountModalUrl(location, 'waiting-for-payment', { offerId: selected.offerId, type }),
        errorUrl: absoluteAccountModalUrl(location, 'payment-error'),
        cancelUrl: absoluteAccountModalUrl(location, 'payment-cancelled'),
        token: startExternalPurchase(),
      });
      if (!target) {
        setError({ key: 'error:unknown_error' });
        return;
      }
      setStatus('redirecting');
      window.location.assign(target);
      return;
    }
    if (customerPortal && loadSubscriptionController) {
      setStatus('redirecting');
      const returnUrl = absoluteAccountModalUrl(location, 'waiting-for-payment', { offerId: selected.offerId, type: paymentTypeOf(selected) });
      loadSubscriptionController()
        .then((subscriptions) => subscriptions.getCustomerPortalUrl(returnUrl))
        .then(
          (portalUrl) => window.location.assign(portalUrl),
          (failure: unknown) => {
            setError(checkoutErrorOf(failure));
            setStatus('ready');
          },
        );
      return;
    }
    controller.chooseOffer(selected);
    void modal.goTo('checkout');
  };

  return (
    <form className="ott-auth-form ott-choose-offer" onSubmit={submit} noValidate>
      {showsChooseOfferTypeSwitch(offers) && <OfferTypeSwitch value={offerType} onChange={setOfferType} />}
      <OfferList offers={shown} selected={selected} language={i18n.language} invalid={fieldError && !selected} onSelect={(offer) => controller.chooseOffer(offer)} />
      {fieldError && !selected && <FormAlert message={t('choose_offer.field_required')} />}
      <SubmitButton submitting={status === 'redirecting'}>{t('choose_offer.continue')}</SubmitButton>
    </form>
  );
}

function OfferTypeSwitch({ value, onChange }: { value: ChooseOfferType; onChange: (value: ChooseOfferType) => void }) {
  const { t } = useTranslation('account');
  const name = useId();
  const options: [ChooseOfferType, string][] = [
    ['svod', t('choose_offer.subscription')],
    ['tvod', t('choose_offer.one_time_only')],
  ];
  return (
    <fieldset className="ott-choose-offer__switch">
      <legend className="ott-visually-hidden">{t('choose_offer.offer_type')}</legend>
      {options.map(([type, label]) => (
        <label key={type} className={`ott-choose-offer__switch-option${value === type ? ' ott-choose-offer__switch-option--active' : ''}`}>
          <input type="radio" name={name} value={type} checked={value === type} onChange={() => onChange(type)} />
          <span>{label}</span>
        </label>
      ))}
    </fieldset>
  );
}

interface OfferListProps {
  offers: readonly Offer[];
  selected: Offer | null;
  language: string;
  invalid: boolean;
  onSelect: (offer: Offer) => void;
}

function OfferList({ offers, selected, language, invalid, onSelect }: OfferListProps) {
  const { t } = useTranslation('account');
  const name = useId();
  return (
    <fieldset className="ott-choose-offer__offers" aria-invalid={invalid || undefined}>
      <legend className="ott-field__label">{t('choose_offer.offers')}</legend>
      {offers.map((offer) => {
        const term = offerTermLabel(offer, t);
        const trial = offerTrialLabel(offer, t);
        return (
          <label key={offer.offerId} className={`ott-offer-card${selected?.offerId === offer.offerId ? ' ott-offer-card--selected' : ''}`}>
            <input type="radio" name={name} value={offer.offerId} checked={selected?.offerId === offer.offerId} onChange={() => onSelect(offer)} />
            <span className="ott-offer-card__title">{offer.offerTitle}</span>
            <span className="ott-offer-card__price">
              {formatPrice(offer.customerPriceInclTax, offer.customerCurrency, language)}
              {term && <span className="ott-offer-card__term"> {term}</span>}
            </span>
            {trial && <span className="ott-offer-card__benefit">{trial}</span>}
          </label>
        );
      })}
    </fieldset>
  );
}

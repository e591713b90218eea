import { personalDetailsFormSchema, personalDetailsPayload, type Capture, type CaptureSetting } from '@ott/common';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAccountController } from '../../hooks/useApp';
import { useAppStore } from '../../hooks/useAppStore';
import { useCheckoutController } from '../Checkout/useCheckoutController';
import { useCheckoutState } from '../Checkout/useCheckoutState';
import { useAccountModalNavigation } from '../AccountModal/useAccountModalNavigation';
import { LoadingIndicator } from '../LoadingIndicator/LoadingIndicator';
import { BirthDateField } from './fields/BirthDateField';
import { FormAlert } from './fields/FormAlert';
import { RadioGroupField } from './fields/RadioGroupField';
import { SubmitButton } from './fields/SubmitButton';
import { TextField } from './fields/TextField';
import { nextAfterPersonalDetails, personalDetailsInitialValues, personalDetailsInputs, showsPersonalDetails } from './personalDetailsFields';
import { useAccountForm } from './useAccountForm';

/** Where the sign-up flow continues after this step (spec 000 §4). */
function useNextStep() {
  const accessModel = useAppStore('site', (state) => state.accessModel);
  const mediaOffers = useCheckoutState(useCheckoutController(), (state) => state.requestedMediaOffers.length);
  return nextAfterPersonalDetails(accessModel, mediaOffers);
}

/**
 * The `personal-details` screen of sign-up: the provider's capture form, or nothing when capture
 * is off or not to be shown (then, as when the status cannot be read, the flow moves straight on).
 */
export default function PersonalDetails() {
  const controller = useAccountController();
  const userId = useAppStore('account', (state) => state.user?.id);
  const modal = useAccountModalNavigation();
  const next = useNextStep();
  const { data, isPending, isError } = useQuery<Capture>({
    queryKey: ['account', 'captureStatus', userId],
    queryFn: () => (controller ? controller.getCaptureStatus() : Promise.reject(new Error('No account controller'))),
    retry: false,
    staleTime: 0,
  });
  const skip = isError || (!isPending && !showsPersonalDetails(data));
  // Once: the screen stays in the dialog while it animates out, and must not send the viewer back.
  const movedOn = useRef(false);

  useEffect(() => {
    if (!skip || movedOn.current) return;
    movedOn.current = true;
    void modal.goTo(next);
  }, [skip, next, modal]);

  if (isPending || skip || !data) return <LoadingIndicator />;
  return <PersonalDetailsForm settings={data.settings} next={next} />;
}

function PersonalDetailsForm({ settings, next }: { settings: CaptureSetting[]; next: 'choose-offer' | 'welcome' }) {
  const { t } = useTranslation('account');
  const controller = useAccountController();
  const modal = useAccountModalNavigation();
  const schema = useMemo(() => personalDetailsFormSchema(settings), [settings]);
  const inputs = useMemo(() => personalDetailsInputs(settings), [settings]);
  const { form, fieldError, showError, onSubmit, alert, submitting } = useAccountForm(schema, personalDetailsInitialValues(settings));
  const { register, control, setFocus } = form;
  // Whether a line must be filled in: exactly when the capture rules refuse it empty.
  const isRequired = (name: string) => schema.shape[name]?.safeParse('').success === false;

  useEffect(() => {
    if (inputs[0]) setFocus(inputs[0].name);
  }, [inputs, setFocus]);

  const submit = onSubmit(async (values) => {
    if (!controller) return;
    const payload = personalDetailsPayload(settings, values);
    try {
      await controller.updateCaptureAnswers({ ...payload, customAnswers: payload.customAnswers ?? [] });
    } catch {
      showError({ key: 'account:personal_details.save_failed' });
      return;
    }
    void modal.goTo(next);
  });

  return (
    <form className="ott-auth-form" onSubmit={submit} noValidate>
      <p className="ott-auth-form__intro">{t('personal_details.intro')}</p>
      <FormAlert message={alert} />
      {inputs.map((input) => {
        const error = fieldError(input.name);
        const required = isRequired(input.name) || undefined;
        if (input.kind === 'birth-date') {
          return (
            <Controller
              key={input.name}
              control={control}
              name={input.name}
              render={({ field }) => (
                <BirthDateField label={t(input.labelKey)} value={typeof field.value === 'string' ? field.value : ''} onChange={field.onChange} onBlur={field.onBlur} error={error} required={required} />
              )}
            />
          );
        }
        if (input.kind === 'question' && input.options.length > 0) {
          return <RadioGroupField key={input.name} legend={input.question} options={input.options} error={error} {...register(input.name)} />;
        }
        return (
          <TextField
            key={input.name}
            label={input.kind === 'question' ? input.question : t(input.labelKey)}
            type={input.kind === 'tel' ? 'tel' : 'text'}
            autoComplete={input.kind === 'question' ? undefined : input.autoComplete}
            error={error}
            aria-required={required}
            {...register(input.name)}
          />
        );
      })}
      <SubmitButton submitting={submitting}>{t('personal_details.submit')}</SubmitButton>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { accountDetailsFormSchema, type AccountDetailsForm, type Customer } from '@ott/common';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/AccountForms/fields/TextField';
import { AccountSection, type SectionControl } from './AccountSection';
import { SectionForm, useSectionForm } from './SectionForm';
import { ValueList } from './ValueList';

export interface NamesSectionProps {
  user: Customer;
  control: SectionControl;
}

/** "About you": first and last name, at most 50 characters each (spec 000 §5). */
export function NamesSection({ user, control }: NamesSectionProps) {
  const { t } = useTranslation('user');
  return (
    <AccountSection name="names" title={t('account.about_you.title')} control={control}>
      {control.editing ? (
        <NamesForm user={user} control={control} />
      ) : (
        <ValueList
          items={[
            { label: t('account.about_you.first_name'), value: user.firstName },
            { label: t('account.about_you.last_name'), value: user.lastName },
          ]}
        />
      )}
    </AccountSection>
  );
}

const NAME_FIELDS = ['firstName', 'lastName'] as const;

function NamesForm({ user, control }: NamesSectionProps) {
  const { t } = useTranslation('user');
  const { register, fieldError, shell } = useSectionForm<AccountDetailsForm>({
    control,
    resolver: zodResolver(accountDetailsFormSchema),
    defaultValues: { firstName: user.firstName ?? '', lastName: user.lastName ?? '' },
    save: (controller, { firstName, lastName }) => controller.updateCustomer({ firstName, lastName }),
    fields: NAME_FIELDS,
  });
  return (
    <SectionForm shell={shell}>
      <TextField label={t('account.about_you.first_name')} autoComplete="given-name" error={fieldError('firstName')} {...register('firstName')} />
      <TextField label={t('account.about_you.last_name')} autoComplete="family-name" error={fieldError('lastName')} {...register('lastName')} />
    </SectionForm>
  );
}

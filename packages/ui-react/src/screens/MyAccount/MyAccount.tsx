import { externalDeleteAccountUrl } from '@ott/common';
import { useCallback, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../components/LoadingIndicator/LoadingIndicator';
import { useApp } from '../../hooks/useApp';
import { useAppStore } from '../../hooks/useAppStore';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import type { SectionControl } from './AccountSection';
import { accountPageSections } from './accountSections';
import { registrationFieldsOf, termsConsentsOf } from './consentForm';
import { ConsentsSection } from './ConsentsSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { EmailSection } from './EmailSection';
import { ExportDataSection } from './ExportDataSection';
import { NamesSection } from './NamesSection';
import { SecuritySection } from './SecuritySection';
import { SessionsSection } from './SessionsSection';
import { INITIAL_SECTION_STATE, sectionReducer, type EditSectionId } from './sectionMachine';
import '@ott/ui-react/styles/my-account.css';

/**
 * The account page (`/u/my-account`, spec 000 §2): about you, email, security, terms and tracking,
 * other registration details, export data and delete account, as the provider's capabilities
 * allow (§6). One section is edited at a time; saving shows the errors or closes the section,
 * cancel throws the changes away. The user area's route guard sends visitors away; while a
 * session is being restored the page shows the loading indicator.
 */
export function MyAccount() {
  const { t } = useTranslation('user');
  useDocumentTitle(t('account.title'));
  const user = useAppStore('account', (state) => state.user);
  const authLoading = useAppStore('account', (state) => state.loading.auth);
  const customerConsents = useAppStore('account', (state) => state.customerConsents);
  const publisherConsents = useAppStore('account', (state) => state.publisherConsents);
  const capabilities = useAppStore('account', (state) => state.capabilities);
  const { accountController: controller, integration, config, services } = useApp();
  const sessions = services.sessions;
  const [machine, dispatch] = useReducer(sectionReducer, INITIAL_SECTION_STATE);

  const onCancel = useCallback(() => dispatch({ type: 'cancel' }), []);
  const onSaved = useCallback(() => dispatch({ type: 'saved' }), []);
  const onDirtyChange = useCallback((dirty: boolean) => dispatch({ type: 'dirty', dirty }), []);

  if (!user) return authLoading ? <LoadingIndicator /> : null;

  const sections = accountPageSections({
    user,
    capabilities,
    publisherConsents,
    canSave: controller !== null,
    ownRegisterSources: integration?.ownRegisterSources,
    deleteAccountUrl: externalDeleteAccountUrl(config.custom),
  });
  const controlFor = (section: EditSectionId, editable: boolean): SectionControl => ({
    editing: machine.open === section,
    onEdit: editable ? () => dispatch({ type: 'edit', section }) : undefined,
    onCancel,
    onSaved,
    onDirtyChange,
    returnFocus: machine.open === null && machine.lastClosed === section,
    focusRequest: machine.open === section ? machine.blockedAttempts : 0,
    blocked: machine.open === section && machine.blockedAttempts > 0,
  });

  return (
    <div className="ott-screen ott-my-account">
      <h1 className="ott-my-account__title">{t('account.title')}</h1>
      <NamesSection user={user} control={controlFor('names', sections.names.editable)} />
      <EmailSection user={user} editable={sections.email.editable} control={controlFor('email', sections.email.editable)} />
      <SecuritySection user={user} action={sections.security.action} enabled={sections.security.enabled} />
      {sections.terms.visible && (
        <ConsentsSection
          name="terms"
          title={t('account.terms.title')}
          fields={termsConsentsOf(publisherConsents)}
          customerConsents={customerConsents}
          control={controlFor('terms', sections.terms.editable)}
        />
      )}
      {sections.details.visible && (
        <ConsentsSection
          name="details"
          title={t('account.details.title')}
          fields={registrationFieldsOf(publisherConsents)}
          customerConsents={customerConsents}
          control={controlFor('details', sections.details.editable)}
        />
      )}
      {sessions && <SessionsSection service={sessions} />}
      {sections.exportData.visible && <ExportDataSection />}
      {sections.deleteAccount.visible && <DeleteAccountSection overlay={sections.deleteAccount.overlay} externalUrl={sections.deleteAccount.externalUrl} />}
    </div>
  );
}

export default MyAccount;

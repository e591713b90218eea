import { showsLanguageMenu } from '@ott/common';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/useLanguage';
import { nativeLanguageName } from '../../i18n';
import { Icon } from '../Icon/Icon';

/**
 * The language switch in the header, shown only when the site offers at least 2 languages
 * (spec 000 §1). A native select: every device has an accessible picker for it. Language names
 * are shown in their own language.
 */
export function LanguageMenu() {
  const { t } = useTranslation('menu');
  const { language, languages, changeLanguage } = useLanguage();
  const [pending, setPending] = useState(false);
  const id = useId();
  if (!showsLanguageMenu(languages)) return null;

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    setPending(true);
    void changeLanguage(event.target.value).finally(() => setPending(false));
  };

  return (
    <div className="ott-language-menu">
      <label htmlFor={id} className="ott-language-menu__label">
        <Icon name="language" />
        <span className="ott-visually-hidden">{t('language')}</span>
        {/* On phones the select is laid invisibly over the icon and this short code, so the brand keeps its room. */}
        <span className="ott-language-menu__code" aria-hidden="true">
          {language.toUpperCase()}
        </span>
      </label>
      <select id={id} className="ott-language-menu__select" value={language} onChange={onChange} disabled={pending}>
        {languages.map((code) => (
          <option key={code} value={code} lang={code}>
            {nativeLanguageName(code)}
          </option>
        ))}
      </select>
    </div>
  );
}

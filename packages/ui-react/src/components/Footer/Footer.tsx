import { licensesUrl } from '@ott/common';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfig } from '../../hooks/useApp';
import { FooterItem } from './FooterItem';
import { footerLinksTo, splitFooterText } from './footerText';

/**
 * The site footer: the config's footer text (markdown, lines split on `<br>`, items on `|`) and a
 * link to the open-source licenses page unless the text already has one. Items that are only text
 * and links render without the markdown renderer (see `FooterItem`).
 */
export function Footer() {
  const { t } = useTranslation('common');
  const { styling } = useConfig();
  const lines = splitFooterText(styling.footerText);
  const licenses = licensesUrl();
  return (
    <footer className="ott-footer">
      {lines.map((items, lineIndex) => (
        <ul className="ott-footer__line" key={lineIndex}>
          {items.map((item, itemIndex) => (
            <li className="ott-footer__item" key={itemIndex}>
              <FooterItem item={item} />
            </li>
          ))}
        </ul>
      ))}
      {!footerLinksTo(styling.footerText, licenses) && (
        <ul className="ott-footer__line">
          <li className="ott-footer__item">
            <Link to={licenses}>{t('footer.licenses')}</Link>
          </li>
        </ul>
      )}
    </footer>
  );
}

import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import bundledPackages from './licenses.json';
import '@ott/ui-react/styles/licenses.css';

export interface BundledPackage {
  name: string;
  version: string;
  /** SPDX id or expression from the package's package.json; null when it states none. */
  license: string | null;
}

export interface LicensesProps {
  /** Default: the list `scripts/generate-licenses.mjs` writes from the sites' dependencies. */
  packages?: readonly BundledPackage[];
}

/** Licenses page (`/o/licenses`, linked from the footer): the open-source packages the site bundles (its words in the `demo` namespace, loaded with the page). */
export default function Licenses({ packages = bundledPackages }: LicensesProps) {
  const { t } = useTranslation('demo');
  useDocumentTitle(t('licenses.title'));
  return (
    <article className="ott-screen ott-licenses">
      <h1>{t('licenses.title')}</h1>
      <p>{t('licenses.text')}</p>
      <div className="ott-licenses__scroller">
        <table className="ott-licenses__table">
          <caption className="ott-licenses__caption">{t('licenses.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('licenses.package')}</th>
              <th scope="col">{t('licenses.version')}</th>
              <th scope="col">{t('licenses.license')}</th>
            </tr>
          </thead>
          <tbody>
            {packages.map(({ name, version, license }) => (
              <tr key={`${name}@${version}`}>
                <th scope="row" className="ott-licenses__name">
                  {name}
                </th>
                <td>{version}</td>
                <td>{license ?? t('licenses.unknown')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </article>
  );
}

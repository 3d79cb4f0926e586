/** Site footer: where to go next, and the promises of SPEC §1 a reader looks for before buying. Plain elements (Shell.css). */
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { Logo } from './Logo';
import { useFormat } from '../../i18n/format';

const columns = [
  {
    title: 'shop',
    links: [
      { to: paths.books, label: 'bookShop' },
      { to: paths.search(), label: 'search' },
      { to: paths.social, label: 'bookSocial' },
    ],
  },
  {
    title: 'pustak',
    links: [
      { to: paths.about, label: 'aboutUs' },
      { to: paths.contact, label: 'contact' },
    ],
  },
  {
    title: 'policies',
    links: [
      { to: paths.terms, label: 'terms' },
      { to: paths.rentalPolicy, label: 'rentalPolicy' },
    ],
  },
] as const;

export function Footer() {
  const { t } = useTranslation();
  const { year } = useFormat();
  return (
    <footer className="app-footer">
      <div className="shell-container">
        <div className="app-footer-columns">
          <div>
            <Logo light />
            <p>{t('footer.promise')}</p>
          </div>
          {columns.map((column) => (
            <div key={column.title}>
              <p className="app-footer-heading">{t(`footer.${column.title}`)}</p>
              {column.links.map((link) => (
                <Link key={link.to} to={link.to} className="mantine-focus-auto">
                  {t(`footer.${link.label}`)}
                </Link>
              ))}
            </div>
          ))}
        </div>
        <div className="shell-row app-footer-legal">
          <p>{t('footer.legal', { year: year(new Date().getFullYear()) })}</p>
          <p>{t('footer.support')}</p>
        </div>
      </div>
    </footer>
  );
}

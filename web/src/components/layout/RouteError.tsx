/**
 * Shown when a screen fails to load or throws: a way back instead of a blank page. Plain elements
 * (Shell.css, components/buttons.css): it must draw even when the code that failed to load was
 * the code of the components it would be built of.
 */
import { useTranslation } from '../../i18n/react';
import { Link, useRouteError } from 'react-router-dom';
import { paths } from '../../config/paths';
import { FOCUS } from './plain';

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <div className="shell-container route-error">
      <h2 className="shell-title">{t('routeError.title')}</h2>
      <p>{t('routeError.text')}</p>
      <button type="button" className={`btn ${FOCUS}`} onClick={() => window.location.reload()}>
        {t('routeError.retry')}
      </button>
      <Link to={paths.landing} className={`btn btn-subtle ${FOCUS}`}>
        {t('routeError.home')}
      </Link>
    </div>
  );
}

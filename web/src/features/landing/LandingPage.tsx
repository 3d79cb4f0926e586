/**
 * The landing page (SPEC §2): what Pustak is, and one button in: 'Continue to Library' (/home)
 * for members, 'Get Started' (/login) for guests. Below, what a member gets, how renting works and
 * the promises of SPEC §1, with the ways to pay and the districts the store delivers to as its
 * settings say (lib/storeCopy.ts, from the route's loader). Plain elements (LandingPage.css,
 * components/buttons.css): a first visit to Pustak loads no Mantine components.
 */
import './LandingPage.css';
import { IconBooks, IconTruckDelivery, IconUsers, IconWallet } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react';
import { Link, useLoaderData } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useFormat } from '../../i18n/format';
import { useSession } from '../../lib/session';
import { useStoreCopy, type StoreCopyData } from '../../lib/storeCopy';
import { ShelfIllustration } from './ShelfIllustration';
import { FOCUS } from '../../components/layout/plain';

const FEATURES = [
  { icon: IconBooks, key: 'buy' },
  { icon: IconWallet, key: 'pay' },
  { icon: IconTruckDelivery, key: 'delivery' },
  { icon: IconUsers, key: 'community' },
] as const;

const RENTALS = [
  { days: 15, percent: 15 },
  { days: 30, percent: 30 },
  { days: 45, percent: 50 },
];

const NUMBERS = ['books', 'delivery', 'satisfaction', 'founded'] as const;

function Hero({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('landing');
  return (
    <section className="landing-hero">
      <div className="shell-container landing-halves">
        <div className="landing-stack">
          <span className="landing-badge">{t('hero.badge')}</span>
          <h1 className="shell-title">{t('hero.title')}</h1>
          <p className="landing-hero-text">{t('hero.text')}</p>
          <div className="landing-actions">
            <Link to={signedIn ? paths.home : paths.login} className={`btn btn-lg btn-clay ${FOCUS}`}>
              {signedIn ? t('hero.continue') : t('hero.getStarted')}
            </Link>
            <Link to={paths.about} className={`btn btn-lg btn-outline-light ${FOCUS}`}>
              {t('hero.about')}
            </Link>
          </div>
        </div>
        <div className="from-md">
          <ShelfIllustration />
        </div>
      </div>
    </section>
  );
}

function Renting() {
  const { t } = useTranslation('landing');
  const { number } = useFormat();
  return (
    <section className="landing-renting">
      <div className="shell-container landing-halves">
        <div className="landing-stack">
          <h2 className="shell-title">{t('renting.title')}</h2>
          <p className="dimmed">{t('renting.text')}</p>
          <Link to={paths.rentalPolicy} className={`btn btn-subtle landing-policy ${FOCUS}`}>
            {t('renting.policy')}
          </Link>
        </div>
        <div className="landing-periods">
          {RENTALS.map((r) => (
            <div key={r.days} className="landing-period">
              <p className="landing-figure">{number(r.days)}</p>
              <p className="landing-days">{t('renting.days')}</p>
              <p className="dimmed landing-fee">{t('renting.fee', { percent: r.percent })}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

export function LandingPage() {
  const { token } = useSession();
  const signedIn = token !== null;
  const { t } = useTranslation('landing');
  const store = useStoreCopy((useLoaderData() as StoreCopyData | undefined)?.store);
  const featureText = (key: (typeof FEATURES)[number]['key']) => {
    if (key === 'pay')
      return store ? t('features.pay.text', { methods: store.methods }) : t('features.pay.textGeneric');
    if (key === 'delivery')
      return store ? t('features.delivery.text', { districts: store.districts }) : t('features.delivery.textGeneric');
    return t(`features.${key}.text`);
  };
  return (
    <div className="landing">
      <Hero signedIn={signedIn} />
      <div className="shell-container landing-features">
        {FEATURES.map((f) => (
          <div key={f.key}>
            <span className="landing-icon">
              <f.icon size={26} />
            </span>
            <p className="landing-feature-title">{t(`features.${f.key}.title`)}</p>
            <p className="dimmed">{featureText(f.key)}</p>
          </div>
        ))}
      </div>
      <Renting />
      <div className="shell-container landing-numbers-block">
        <div className="landing-numbers">
          {NUMBERS.map((key) => (
            <div key={key}>
              <p className="landing-figure">{t(`numbers.${key}.figure`)}</p>
              <p className="dimmed">{t(`numbers.${key}.label`)}</p>
            </div>
          ))}
        </div>
        <div className="landing-cta">
          <div>
            <h2 className="shell-title">{t('cta.title')}</h2>
            <p>{store ? t('cta.text', { districts: store.districts }) : t('cta.textGeneric')}</p>
          </div>
          <Link to={signedIn ? paths.books : paths.signup} className={`btn btn-md btn-white ${FOCUS}`}>
            {signedIn ? t('cta.browse') : t('cta.signUp')}
          </Link>
        </div>
      </div>
    </div>
  );
}

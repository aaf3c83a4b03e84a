import { Await } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '@/components/external-link';
import type { ServiceList } from './service-list';
import type { TenantConfig } from '@/shared/tenant/schema';
import type { ActivationHandle } from './use-activation';
import { ActivationFailure } from './activation-failure';
import { HeroIllustration } from './hero-illustration';

interface ServiceDescriptionProps {
  tenant: TenantConfig;
  activation: ActivationHandle;
  /** From the route's loader, not awaited there: the screen shows at once, the list when it arrives. */
  services: Promise<ServiceList>;
}

/** Says, under the first "Attiva il servizio" and for both, that the member goes on at the provider. */
const CONTINUES_AT_ID = 'activate-continues-at';

/** What a new member sees: what the service offers, and "Attiva il servizio". */
export function ServiceDescription({ tenant, activation, services }: ServiceDescriptionProps) {
  const { t } = useTranslation('description');
  const { state } = activation;

  // After a request that may have gone through, activating again could register the member twice.
  const activateButton = state.status !== 'unconfirmed' && (
    <button
      type="button"
      className="button button--primary button--wide"
      aria-disabled={state.status === 'pending' || state.status === 'redirecting' || undefined}
      aria-describedby={CONTINUES_AT_ID}
      onClick={activation.activate}
    >
      {state.status === 'pending' ? t('activating') : t('activate')}
    </button>
  );

  return (
    <>
      {tenant.branding.heroImageUrl ? (
        <img className="hero" src={tenant.branding.heroImageUrl} alt="" width={640} height={320} decoding="async" />
      ) : (
        <HeroIllustration />
      )}
      <p className="lead">{t('intro')}</p>
      {/* Before the first button: the member reads how to register before starting to. */}
      <section className="notice" aria-labelledby="important-heading">
        <h2 id="important-heading" className="notice__title">
          {t('important.title')}
        </h2>
        <p>{t('important.text')}</p>
        <p>
          <a href="#how-it-works">{t('howItWorks.heading')}</a>
        </p>
      </section>

      <ActivationFailure state={state} onRetry={activation.activate} support={tenant.support} />
      <div role="status" className="status-line">
        {state.status === 'redirecting' ? t('redirecting') : ''}
      </div>
      {activateButton}
      {activateButton && (
        <p id={CONTINUES_AT_ID} className="button-hint">
          {t('continuesAt')}
        </p>
      )}

      <section aria-labelledby="services-heading">
        <h2 id="services-heading" className="section-title">
          {t('services.heading')}
        </h2>
        <Await promise={services} fallback={<p className="muted">{t('services.loading')}</p>}>
          {(list) =>
            list.status === 'unavailable' ? (
              <p className="muted">{t('services.unavailable')}</p>
            ) : (
              <ul className="services">
                {list.items.map((item) => (
                  <li key={item.titolo} className="services__item">
                    <h3 className="services__title">{item.titolo}</h3>
                    <p className="services__subtitle">{item.sottotitolo}</p>
                  </li>
                ))}
              </ul>
            )
          }
        </Await>
      </section>

      {activateButton}

      <section id="how-it-works" className="how-it-works" aria-labelledby="how-heading" tabIndex={-1}>
        <h2 id="how-heading" className="section-title">
          {t('howItWorks.heading')}
        </h2>
        <p>{t('howItWorks.text')}</p>
        <ul className="link-list">
          <li>
            <ExternalLink href={tenant.provider.howItWorksUrl}>{t('howItWorks.page')}</ExternalLink>
          </li>
          <li>
            <ExternalLink href={tenant.provider.videoUrl}>{t('howItWorks.video')}</ExternalLink>
          </li>
        </ul>
      </section>
    </>
  );
}

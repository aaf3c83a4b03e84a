import { useEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { ActivationState } from './activation';

/**
 * The live region for a failed activation: always in the page, filled on failure.
 * After a refusal it offers Riprova; after a request that may have gone through it offers
 * no retry (a second request could register the member twice) but the support e-mail.
 */
export function ActivationFailure({
  state,
  onRetry,
  supportEmail,
}: {
  state: ActivationState;
  onRetry: () => void;
  supportEmail: string;
}) {
  const { t } = useTranslation('description');
  const ref = useRef<HTMLDivElement>(null);
  const shown = state.status === 'failed' || state.status === 'unconfirmed';
  useEffect(() => {
    if (shown) ref.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [shown]);
  return (
    <div role="alert" ref={ref} className={shown ? 'alert alert--error' : 'alert alert--empty'}>
      {state.status === 'failed' && (
        <>
          <p className="alert__text">{t(state.stage === 'coupon' ? 'failure.coupon' : 'failure.activation')}</p>
          <button type="button" className="button button--secondary" onClick={onRetry}>
            {t('failure.retry')}
          </button>
        </>
      )}
      {state.status === 'unconfirmed' && (
        <p className="alert__text">
          <Trans
            t={t}
            i18nKey={state.stage === 'coupon' ? 'unconfirmed.coupon' : 'unconfirmed.activation'}
            values={{ email: supportEmail }}
            components={{ email: <a href={`mailto:${supportEmail}`} /> }}
          />
        </p>
      )}
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '@/components/external-link';
import type { TenantConfig } from '@/shared/tenant/schema';
import type { ActivationHandle } from './use-activation';
import { ActivationFailure } from './activation-failure';

export const COPIED_MESSAGE_MS = 3000;

type CopyState = 'idle' | 'copied' | 'failed';

function useCopy(text: string) {
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
      setCopyState('copied');
      timer.current = setTimeout(() => setCopyState('idle'), COPIED_MESSAGE_MS);
    } catch (error) {
      console.error('Errore', error);
      setCopyState('failed');
    }
  };
  return { copyState, copy };
}

/** What an existing provider user sees: their personal code and how to redeem it. */
export function CouponScreen({
  tenant,
  firstName,
  activation,
}: {
  tenant: TenantConfig;
  firstName: string;
  activation: ActivationHandle;
}) {
  const { t } = useTranslation('description');
  const { state } = activation;
  const loading = state.status === 'pending' || state.status === 'idle';
  return (
    <>
      <ActivationFailure state={state} onRetry={activation.activate} support={tenant.support} />
      <div role="status" className="status-line">
        {loading && (
          <>
            <span className="spinner" aria-hidden="true" />
            {t('coupon.loading')}
          </>
        )}
      </div>
      {/* Busy while the code is on its way; the status line above stays outside, so it is still announced. */}
      <div aria-busy={loading}>
        {state.status === 'coupon' && <Coupon tenant={tenant} firstName={firstName} code={state.code} />}
      </div>
    </>
  );
}

function Coupon({ tenant, firstName, code }: { tenant: TenantConfig; firstName: string; code: string }) {
  const { t } = useTranslation('description');
  const { copyState, copy } = useCopy(code);
  return (
    <>
      <h2 className="greeting">{t('coupon.greeting', { firstName })}</h2>
      <p className="lead">{t('coupon.intro')}</p>
      <div className="coupon">
        <p className="coupon__label">{t('coupon.codeLabel')}</p>
        <div className="coupon__row">
          <strong className="coupon__code" translate="no">
            {code}
          </strong>
          <button type="button" className="button button--secondary coupon__copy" onClick={() => void copy()}>
            <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
              <rect x="8" y="8" width="12" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
              <path
                d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              />
            </svg>
            {t('coupon.copy')}
          </button>
        </div>
        {/* Its line is kept while empty, so the message appears without moving the page. */}
        <p role="status" className={`coupon__feedback coupon__feedback--${copyState}`}>
          {copyState === 'copied' && (
            <>
              <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
                <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
              </svg>
              {t('coupon.copied')}
            </>
          )}
          {copyState === 'failed' && t('failure.copy')}
        </p>
      </div>
      <section aria-labelledby="redeem-heading">
        <h2 id="redeem-heading" className="section-title">
          {t('coupon.stepsHeading')}
        </h2>
        <ol className="steps">
          <li>
            {t('coupon.step1')}
            <ExternalLink href={tenant.provider.redeemCouponUrl} className="button button--primary coupon__redeem">
              {t('coupon.redeemLink')}
            </ExternalLink>
          </li>
          <li>{t('coupon.step2')}</li>
          <li>{t('coupon.step3')}</li>
        </ol>
        <p>{t('coupon.linked')}</p>
      </section>
    </>
  );
}

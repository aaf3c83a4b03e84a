import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivationState } from './activation';

/**
 * The live region for a failed activation: always in the page, filled on failure,
 * with a way to try again.
 */
export function ActivationFailure({ state, onRetry }: { state: ActivationState; onRetry: () => void }) {
  const { t } = useTranslation('description');
  const ref = useRef<HTMLDivElement>(null);
  const failed = state.status === 'failed';
  useEffect(() => {
    if (failed) ref.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [failed]);
  return (
    <div role="alert" ref={ref} className={failed ? 'alert alert--error' : 'alert alert--empty'}>
      {failed && (
        <>
          <p className="alert__text">{t(state.stage === 'coupon' ? 'failure.coupon' : 'failure.activation')}</p>
          <button type="button" className="button button--secondary" onClick={onRetry}>
            {t('failure.retry')}
          </button>
        </>
      )}
    </div>
  );
}

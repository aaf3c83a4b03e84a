import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '@/components/external-link';
import { MailLink } from '@/components/mail-link';
import { SITE_SUPPORT_EMAIL } from '@/lib/site-support';
import type { TenantConfig } from '@/shared/tenant/schema';
import type { ActivationState } from './activation';

/**
 * The live region for an activation that did not go through: always in the page, filled when it
 * fails; in red only for a refusal, calm where the member did nothing wrong and nothing is lost. When nothing was sent (the API could not be reached) or the provider refused, it offers
 * Riprova. After a request that may have gone through it offers no retry (a second request could
 * register the member twice), but who to write to: the partner's support, its chat, and the
 * site's own address.
 */
export function ActivationFailure({
  state,
  onRetry,
  support,
}: {
  state: ActivationState;
  onRetry: () => void;
  support: TenantConfig['support'];
}) {
  const { t } = useTranslation(['description', 'common']);
  const ref = useRef<HTMLDivElement>(null);
  const retry = state.status === 'failed' || state.status === 'not-sent';
  const shown = retry || state.status === 'unconfirmed';
  useEffect(() => {
    if (shown) ref.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [shown]);
  return (
    <div
      role="alert"
      ref={ref}
      className={!shown ? 'alert alert--empty' : state.status === 'failed' ? 'alert alert--error' : 'alert alert--notice'}
    >
      {retry && (
        <>
          <p className="alert__text">
            {state.status === 'not-sent'
              ? t(state.stage === 'coupon' ? 'notSent.coupon' : 'notSent.activation')
              : t(state.stage === 'coupon' ? 'failure.coupon' : 'failure.activation')}
          </p>
          <button type="button" className="button button--secondary" onClick={onRetry}>
            {t('failure.retry')}
          </button>
        </>
      )}
      {state.status === 'unconfirmed' && (
        <>
          <p className="alert__text">{t(state.stage === 'coupon' ? 'unconfirmed.coupon' : 'unconfirmed.activation')}</p>
          <ul className="contacts">
            <li>
              <MailLink email={support.email} />
            </li>
            <li>
              <ExternalLink href={support.chatUrl}>{t('common:support.chat')}</ExternalLink>
            </li>
            {SITE_SUPPORT_EMAIL && SITE_SUPPORT_EMAIL.toLowerCase() !== support.email.toLowerCase() && (
              <li>
                <MailLink email={SITE_SUPPORT_EMAIL} />
              </li>
            )}
          </ul>
        </>
      )}
    </div>
  );
}

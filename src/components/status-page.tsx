import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TaggedText } from './tagged-text';
import { MailLink } from './mail-link';
import { SITE_SUPPORT_EMAIL } from '@/lib/site-support';

/** The kinds a member may see, in the page's language (locales/<language>/common.json, status.<kind>). */
type MemberStatusKind = 'tenantNotFound' | 'unreachable' | 'pageNotFound' | 'error' | 'outdated' | 'reloading';
export type StatusKind = MemberStatusKind | 'tenantInvalid';

/** The kinds whose card offers Riprova. */
const RETRY_KINDS: readonly StatusKind[] = ['unreachable', 'tenantInvalid', 'error', 'outdated'];

/**
 * The page of a partner file with mistakes (development only, never a member's): in English, the language
 * of the mistakes it lists (tools/partners), so that it is one language, not Italian around English.
 */
const PARTNER_FILE_PAGE = {
  title: 'The partner file has mistakes',
  text: 'Fix these mistakes in the partner file under tenants/ and save: the page comes back by itself (or press Try again). This page appears only in development.',
  retry: 'Try again',
};

/**
 * A whole-page message for when the flow cannot be shown: an unknown partner,
 * a tenant file that could not be fetched, an unknown path or an unexpected error;
 * in development, a partner file with mistakes, listed in `details`.
 * Needs no tenant and no router, so it works before either exists.
 */
export function StatusPage({ kind, onRetry, details }: { kind: StatusKind; onRetry?: () => void; details?: readonly string[] }) {
  return (
    <main className="main main--status" id="main">
      <StatusCard kind={kind} onRetry={onRetry} details={details} />
    </main>
  );
}

/**
 * The card of a status page alone, for a page that has its own frame: inside the partner's page
 * (src/routes/__root.tsx), an error keeps the partner's name, colours and support block around it.
 */
export function StatusCard({ kind, onRetry, details }: { kind: StatusKind; onRetry?: () => void; details?: readonly string[] }) {
  const { t } = useTranslation();
  const partnerFile = kind === 'tenantInvalid';
  const texts = (member: MemberStatusKind) => ({
    title: t(`status.${member}.title`),
    text: t(`status.${member}.text`),
    retry: t('status.retry'),
  });
  const { title, text, retry } = kind === 'tenantInvalid' ? PARTNER_FILE_PAGE : texts(kind);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className="card card--status" role={kind === 'reloading' ? 'status' : undefined} lang={partnerFile ? 'en' : undefined}>
      <h1 className="title" tabIndex={-1}>
        {title}
      </h1>
      <p>{text}</p>
      {details && details.length > 0 && (
        <ul className="status__details">
          {details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      )}
      {kind === 'tenantNotFound' && <TenantNotFoundSteps />}
      {kind === 'pageNotFound' && (
        <p>
          <a href="/">{t('status.pageNotFound.action')}</a>
        </p>
      )}
      {RETRY_KINDS.includes(kind) && (
        <button type="button" className="button button--primary" onClick={onRetry ?? (() => window.location.reload())}>
          {retry}
        </button>
      )}
      {/* No dead end: whoever cannot go on can write to someone (a partner's own problems are the developer's). */}
      {!partnerFile && kind !== 'reloading' && SITE_SUPPORT_EMAIL && (
        <p className="status__help">
          <TaggedText
            i18nKey="status.help"
            values={{ email: SITE_SUPPORT_EMAIL }}
            components={{ email: <MailLink email={SITE_SUPPORT_EMAIL} /> }}
          />
        </p>
      )}
    </div>
  );
}

/**
 * What a member who opened an unknown partner's address can do next. Plain links only: the build's
 * not-found.html is this markup with no script. Going to the start looks the partner up again.
 */
function TenantNotFoundSteps() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="next-steps-heading">
      <h2 id="next-steps-heading" className="section-title">
        {t('status.tenantNotFound.nextSteps.heading')}
      </h2>
      <ul className="steps">
        <li>{t('status.tenantNotFound.nextSteps.checkLink')}</li>
        <li>{t('status.tenantNotFound.nextSteps.retry')}</li>
        <li>{t('status.tenantNotFound.nextSteps.askHr')}</li>
      </ul>
      <a href="/" className="button button--primary">
        {t('status.retry')}
      </a>
    </section>
  );
}

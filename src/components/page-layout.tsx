import type { ReactNode } from 'react';
import type { i18n } from 'i18next';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { TenantConfig } from '@/shared/tenant/schema';
import { STEPS, STEP_COUNT, titleKey, type Step } from '@/shared/steps';
import { ExternalLink } from './external-link';
import { TaggedText } from './tagged-text';
import { MailLink } from './mail-link';
import { BACK_LINK_CLASS } from './field-markup';

export const PAGE_TITLE_ID = 'page-title';

/**
 * A step's `head`: the document title, "<the step's title> · <partner>" (common:documentTitle, the
 * partner's name being one of the texts' partner values), which the root route renders as <title>.
 */
export function stepHead({ i18n }: { i18n: i18n }, step: Step) {
  return { meta: [{ title: i18n.t('documentTitle', { page: i18n.t(titleKey(step)) }) }] };
}

/** The document title the deepest route's `head` gives; none on a status page, which names itself. */
export function headTitle(matches: ReadonlyArray<{ meta?: ReadonlyArray<{ title?: string } | undefined> }>): string | undefined {
  return matches
    .flatMap((match) => match.meta ?? [])
    .flatMap((meta) => meta?.title ?? [])
    .at(-1);
}

/**
 * What every step of the flow shows around its card: the partner's header, the support block and
 * the footer. Rendered once by the steps' layout route (src/routes/_flow.tsx) around its <Outlet/>, so it
 * stays in place, with its images and focus, from step to step.
 */
export function PageShell({ tenant, children }: { tenant: TenantConfig; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <header className="site-header">
        <div className="site-header__inner">
          {tenant.branding.logoUrl ? (
            <img
              className="site-header__logo"
              src={tenant.branding.logoUrl}
              alt={t('logoAlt')}
              height={40}
              width={200}
              // The screen's text is what the member needs first; the logo must not delay it.
              fetchPriority="low"
            />
          ) : (
            <span className="site-header__partner">{tenant.partner.name}</span>
          )}
          <span className="site-header__product">{tenant.provider.productName}</span>
        </div>
      </header>
      <main className="main" id="main">
        {children}
        <SupportBlock tenant={tenant} />
      </main>
      <footer className="site-footer">
        <ExternalLink href={tenant.support.privacyPolicyUrl}>{t('privacy.link')}</ExternalLink>
      </footer>
    </div>
  );
}

interface StepCardProps {
  step: Step;
  /** The screen's h1 (the route's `head` puts it in the document title). */
  title: string;
  heading?: string;
  /** Shows the back arrow to the first step. */
  back?: boolean;
  children: ReactNode;
}

/** One step's card: where the member is in the flow, the step's title and its content. */
export function StepCard({ step, title, heading, back, children }: StepCardProps) {
  const { t } = useTranslation();
  return (
    <div className="card">
      <div className="card__top">
        {back && (
          <Link to={STEPS.email.path} className={BACK_LINK_CLASS} aria-label={t('back')}>
            <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
              <path
                d="M15.5 4.5 8 12l7.5 7.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </Link>
        )}
        <p className="progress">
          <span className="progress__label">{t('progress', { current: step.number, total: STEP_COUNT })}</span>
          <span className="progress__bar" aria-hidden="true">
            {Array.from({ length: STEP_COUNT }, (_, index) => (
              <span key={index} className={index < step.number ? 'progress__dot progress__dot--done' : 'progress__dot'} />
            ))}
          </span>
        </p>
      </div>
      <h1 id={PAGE_TITLE_ID} className="title" tabIndex={-1}>
        {title}
      </h1>
      {heading && <h2 className="heading">{heading}</h2>}
      {children}
    </div>
  );
}

function SupportBlock({ tenant }: { tenant: TenantConfig }) {
  const { t } = useTranslation();
  const { email, chatUrl } = tenant.support;
  return (
    <section className="support" aria-labelledby="support-heading">
      <h2 id="support-heading" className="support__heading">
        {t('support.heading')}
      </h2>
      <p className="support__text">
        <TaggedText i18nKey="support.text" values={{ email }} components={{ email: <MailLink email={email} /> }} />{' '}
        <ExternalLink href={chatUrl}>{t('support.chat')}</ExternalLink>
      </p>
      <p className="support__notice">{t('membershipNotice')}</p>
    </section>
  );
}

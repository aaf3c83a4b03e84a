/**
 * The pages written at build time, rendered with React's server renderer in Node.
 * Built by Vite as the `ssr` environment (vite.config.ts) and called by
 * tools/site-build/partner-pages-plugin.ts once per partner: step 1 exactly as the app renders
 * it for that partner, so the browser hydrates it without a change.
 */
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { createMemoryHistory } from '@tanstack/react-router';
import { App, StatusApp } from './app';
import { createAppRouter } from './router';
import { createI18n, tenantTextValues } from './lib/i18n';
import { NoScriptNotice, StartFailureNotice } from './components/page-notices';
import { headTitle } from './components/page-layout';
import { themeTokens } from './tenant/apply-theme';
import type { TenantConfig } from './shared/tenant/schema';
import { SITE_SUPPORT_EMAIL } from './lib/site-support';
import { SUGGESTION_PLACEHOLDER, type Step1Page } from './early/step1-page';
import { EarlyTemplates } from './early/templates';
import { acceptedDomains } from './features/eligibility/eligibility-rules';
import { step1Page } from './features/eligibility/eligibility-texts';
import { createOnboardingStore } from './lib/onboarding-store';
import { STEPS, type Step } from './shared/steps';

export interface RenderedPage {
  /** The markup of the root element. */
  html: string;
  /** The document title, as the page shows it once running. */
  title: string;
}

export interface RenderedPartnerPage extends RenderedPage {
  /** For <noscript>: the page needs JavaScript, and whom to write to. */
  noscript: string;
  /** The hidden notice the page's inline script shows if the app cannot start. */
  startNotice: string;
  /** What the page's inline script answers step 1 with before the app runs: the partner's domains and texts. */
  step1: Step1Page;
  /** The markup the inline script adds to step 1, as `<template>`s rendered from the app's components (src/early/templates.tsx). */
  templates: string;
}

/** Markup around the app (no React on the client), in the page's language. */
const staticMarkup = (i18n: I18n, element: ReactNode) =>
  renderToStaticMarkup(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);

const refuse = () => Promise.reject<Response>(new Error('nothing is fetched while rendering at build time'));
/** No page is served from here: nothing is fetched at build time (refuse). */
const BUILD_ORIGIN = 'https://build.invalid';

/** A step of `tenant` as the app draws it on arriving there, in Italian with the partner's own texts. */
async function renderStep(tenant: TenantConfig, step: Step, i18n: I18n): Promise<RenderedPage> {
  // Step 2 is drawn as for a member who has just confirmed step 1: its guard lets her in, and its boxes are empty.
  const onboarding = createOnboardingStore(step === STEPS.email ? {} : { [STEPS.email.doneFlag]: true });
  const router = createAppRouter({
    tenant,
    i18n,
    isProduction: true,
    origin: BUILD_ORIGIN,
    fetch: refuse,
    analytics: { track: () => {} },
    redirectTo: () => {},
    onboarding,
    history: createMemoryHistory({ initialEntries: [step.path] }),
    isServer: true,
  });
  await router.load();
  const match = router.state.matches.at(-1);
  // The document title, as the route's `head` gives it to the page once running.
  const title = headTitle(router.state.matches);
  const routeId = step === STEPS.email ? '/_flow/' : `/_flow${step.path}`;
  if (match?.routeId !== routeId || match.status !== 'success' || title === undefined) {
    throw new Error(
      `step ${step.number} of partner "${tenant.slug}" did not render: ${match?.routeId ?? 'no route'} is ${match?.status ?? 'missing'}`,
    );
  }
  // In the browser the router renders its matches inside a Suspense boundary; on the server it
  // does not. The boundary here writes the same markers, so hydration meets the markup it expects
  // (tests/flow/partner-page.test.tsx fails if that ever changes).
  const html = renderToString(
    <Suspense>
      <App router={router} i18n={i18n} />
    </Suspense>,
  );
  return { html, title };
}

/** Step 1 of `tenant`, in Italian with the partner's own texts; `noticeId`: the id of its start-failure notice. */
export async function renderPartnerPage(tenant: TenantConfig, noticeId = 'start-notice'): Promise<RenderedPartnerPage> {
  const i18n = await createI18n(tenantTextValues(tenant), { texts: tenant.texts });
  const { html, title } = await renderStep(tenant, STEPS.email, i18n);
  const email = tenant.support.email;
  return {
    html,
    title,
    noscript: staticMarkup(i18n, <NoScriptNotice email={email} />),
    startNotice: staticMarkup(i18n, <StartFailureNotice id={noticeId} email={email} />),
    // The rendered step 1 is the production build's: the partner's domains only.
    step1: step1Page(i18n.t, { slug: tenant.slug, name: tenant.partner.name }, acceptedDomains(tenant, true)),
    // renderToString, as the page's #root: the same separators between two texts, so the app hydrates what the script drew.
    templates: renderToString(
      <I18nextProvider i18n={i18n}>
        <EarlyTemplates suggestion={i18n.t('eligibility:email.suggestion', { email: SUGGESTION_PLACEHOLDER })} />
      </I18nextProvider>,
    ),
  };
}

/**
 * Step 2 of `tenant` (its page at /insert-info), drawn as the member finds it on arriving from step 1:
 * the page a Conferma pressed before the app runs leads to (src/early/before-app.ts).
 */
export async function renderStep2Page(tenant: TenantConfig): Promise<RenderedPage> {
  const i18n = await createI18n(tenantTextValues(tenant), { texts: tenant.texts });
  return renderStep(tenant, STEPS.details, i18n);
}

/** The page for a host that is no partner: "Azienda non trovata", needing no script. */
export async function renderNotFoundPage(): Promise<RenderedPage> {
  const i18n = await createI18n(tenantTextValues(null));
  return { html: renderToString(<StatusApp kind="tenantNotFound" i18n={i18n} />), title: i18n.t('status.tenantNotFound.title') };
}

/** What the generic page shows until the app knows the partner: its title, and a <noscript> notice. */
export async function renderGenericPage(): Promise<{ title: string; noscript: string }> {
  const i18n = await createI18n(tenantTextValues(null));
  return {
    title: i18n.t('eligibility:title'),
    noscript: staticMarkup(i18n, <NoScriptNotice email={SITE_SUPPORT_EMAIL || undefined} />),
  };
}

/** The partner's colours as CSS custom properties, for a <style> in the page's head. */
export function themeCss(tenant: TenantConfig): string {
  const declarations = Object.entries(themeTokens(tenant)).map(([name, value]) => `${name}:${value}`);
  return `:root{${declarations.join(';')}}`;
}

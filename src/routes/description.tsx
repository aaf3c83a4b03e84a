import { createFileRoute, redirect } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@tanstack/react-store';
import { StepCard, stepHead } from '@/components/page-layout';
import { loadTexts } from '@/lib/i18n';
import { ServiceDescription } from '@/features/activation/service-description';
import { loadServiceList } from '@/features/activation/service-list';
import { CouponScreen } from '@/features/activation/coupon-screen';
import { useActivation } from '@/features/activation/use-activation';
import { STEPS } from '@/shared/steps';

const STEP = STEPS.activation;

export const Route = createFileRoute('/_flow/description')({
  beforeLoad: ({ context, search }) => {
    if (!context.onboarding.get()[STEPS.details.doneFlag]) throw redirect({ to: STEPS.email.path, search });
  },
  // A new member's list of services (an existing member gets the coupon screen: null). Not
  // awaited: the screen, and the activation, never wait for it.
  loader: async ({ context }) => {
    const services = context.onboarding.get().providerUser ? null : loadServiceList(context.content);
    // The step's texts arrive with it (src/lib/i18n.ts).
    await loadTexts(context.i18n, [STEP.namespace]);
    return { services };
  },
  head: ({ match }) => stepHead(match.context, STEP),
  component: DescriptionStep,
});

function DescriptionStep() {
  const { t } = useTranslation('description');
  const { tenant, onboarding, api, analytics, events, redirectTo } = Route.useRouteContext();
  const { services } = Route.useLoaderData();
  const firstName = useSelector(onboarding.store, (state) => state.answers.firstName ?? '');
  const providerUser = useSelector(onboarding.store, (state) => state.answers.providerUser === true);
  const activation = useActivation({
    tenant,
    api,
    analytics,
    events,
    // Once the member is handed to the provider, their answers have no reason to stay in memory.
    redirectTo: (url) => {
      onboarding.clear();
      redirectTo(url);
    },
    onboarding,
    providerUser,
  });

  return (
    <StepCard step={STEP} title={t('title')}>
      {services ? (
        <ServiceDescription tenant={tenant} activation={activation} services={services} />
      ) : (
        <CouponScreen tenant={tenant} firstName={firstName} activation={activation} />
      )}
    </StepCard>
  );
}

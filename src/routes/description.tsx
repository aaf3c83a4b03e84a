import { createFileRoute, redirect } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '@/components/page-layout';
import { ServiceDescription } from '@/features/activation/service-description';
import { CouponScreen } from '@/features/activation/coupon-screen';
import { useActivation } from '@/features/activation/use-activation';

export const Route = createFileRoute('/description')({
  beforeLoad: ({ context, search }) => {
    if (!context.onboarding.get().stepUserInfoCompleted) throw redirect({ to: '/', search });
  },
  component: DescriptionStep,
});

function DescriptionStep() {
  const { t } = useTranslation('description');
  const { tenant, onboarding, api, analytics, content, redirectTo } = Route.useRouteContext();
  const data = onboarding.get();
  const providerUser = data.providerUser === true;
  const activation = useActivation({
    tenant,
    api,
    analytics,
    // Once the member is handed to the provider, their answers have no reason to stay in memory.
    redirectTo: (url) => {
      onboarding.clear();
      redirectTo(url);
    },
    onboarding,
  });

  return (
    <PageLayout tenant={tenant} step={3} title={t('title')}>
      {providerUser ? (
        <CouponScreen tenant={tenant} firstName={data.firstName ?? ''} activation={activation} />
      ) : (
        <ServiceDescription tenant={tenant} activation={activation} loadServices={content.services} />
      )}
    </PageLayout>
  );
}

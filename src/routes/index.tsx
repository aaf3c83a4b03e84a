import { useMemo } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '@/components/page-layout';
import { EligibilityForm } from '@/features/eligibility/eligibility-form';
import { ELIGIBILITY_DRAFT, acceptedDomains, buildGroupRef } from '@/features/eligibility/eligibility-schema';

export const Route = createFileRoute('/')({
  component: EligibilityStep,
});

function EligibilityStep() {
  const { t } = useTranslation('eligibility');
  const { tenant, onboarding, isProduction, earlyInput } = Route.useRouteContext();
  const { existingUser } = Route.useSearch();
  const navigate = Route.useNavigate();
  const domains = useMemo(() => acceptedDomains(tenant, isProduction), [tenant, isProduction]);
  const saved = onboarding.get();

  return (
    <PageLayout tenant={tenant} step={1} title={t('title')} heading={t('heading')}>
      <p className="lead">{t('intro')}</p>
      <EligibilityForm
        domains={domains}
        initialValues={
          onboarding.recall(ELIGIBILITY_DRAFT) ?? { email: saved.email ?? '', confirmData: saved.confirmData ?? false }
        }
        onLeave={(draft) => onboarding.keep(ELIGIBILITY_DRAFT, draft)}
        takeEarlyInput={earlyInput.take}
        onSubmit={({ email, confirmData }) => {
          onboarding.merge({
            email,
            confirmData,
            groupRef: buildGroupRef(tenant.partner.name, email),
            providerUser: existingUser === true,
            stepSelectCompanyCompleted: true,
          });
          void navigate({ to: '/insert-info' });
        }}
      />
    </PageLayout>
  );
}

import { useContext, useMemo, useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { StepCard, stepHead } from '@/components/page-layout';
import { EligibilityForm } from '@/features/eligibility/eligibility-form';
import { ELIGIBILITY_DRAFT, acceptedDomains } from '@/features/eligibility/eligibility-rules';
import { step1Done } from '@/shared/eligibility/step1';
import { STEPS } from '@/shared/steps';
import { EarlyHandOverContext } from '@/early/hand-over-context';

const STEP = STEPS.email;

export const Route = createFileRoute('/_flow/')({
  head: ({ match }) => stepHead(match.context, STEP),
  component: EligibilityStep,
});

function EligibilityStep() {
  const { t } = useTranslation('eligibility');
  const { tenant, onboarding, isProduction } = Route.useRouteContext();
  // What the member did on the page before the app ran: for this step alone (src/early/README.md).
  const early = useContext(EarlyHandOverContext);
  const { existingUser } = Route.useSearch();
  const navigate = Route.useNavigate();
  const domains = useMemo(() => acceptedDomains(tenant, isProduction), [tenant, isProduction]);
  // What the form starts from: read once, as it stood when the step was entered.
  const [initialValues] = useState(() => {
    const saved = onboarding.get();
    return onboarding.recall(ELIGIBILITY_DRAFT) ?? { email: saved.email ?? '', confirmData: saved.confirmData ?? false };
  });

  return (
    <StepCard step={STEP} title={t('title')} heading={t('heading')}>
      <p className="lead">{t('intro')}</p>
      <EligibilityForm
        domains={domains}
        initialValues={initialValues}
        onLeave={(draft) => onboarding.keep(ELIGIBILITY_DRAFT, draft)}
        early={early}
        onSubmit={({ email, confirmData }) => {
          onboarding.merge(step1Done({ email, confirmData }, tenant.partner.name, existingUser === true));
          void navigate({ to: STEPS.details.path });
        }}
      />
    </StepCard>
  );
}

import { useContext, useState } from 'react';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { StepCard, stepHead } from '@/components/page-layout';
import { ExternalLink } from '@/components/external-link';
import { loadTexts } from '@/lib/i18n';
import { UserInfoForm } from '@/features/user-info/user-info-form';
import { USER_INFO_DRAFT, toUserInfoData, toUserInfoValues } from '@/features/user-info/user-info-schema';
import { STEPS } from '@/shared/steps';
import { EarlyHandOverContext } from '@/early/hand-over-context';
import { earlyStep2 } from '@/early/use-early-step2';

const STEP = STEPS.details;

export const Route = createFileRoute('/_flow/insert-info')({
  beforeLoad: ({ context, search }) => {
    if (!context.onboarding.get()[STEPS.email.doneFlag]) throw redirect({ to: STEPS.email.path, search });
  },
  // The step's texts arrive with it (src/lib/i18n.ts).
  loader: ({ context }) => loadTexts(context.i18n, [STEP.namespace]),
  head: ({ match }) => stepHead(match.context, STEP),
  component: UserInfoStep,
});

function UserInfoStep() {
  const { t } = useTranslation(['userInfo', 'common']);
  const { tenant, onboarding, content } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  // What the member did on step 2's page before the app ran, when the app started there (src/early/README.md).
  const early = useContext(EarlyHandOverContext);
  // What the form starts from: read once, as it stood when the step was entered.
  const [initialValues] = useState(() =>
    earlyStep2(early, onboarding.recall(USER_INFO_DRAFT) ?? toUserInfoValues(onboarding.get())),
  );

  return (
    <StepCard step={STEP} title={t('title')} heading={t('heading')} back>
      <p className="lead">{t('intro')}</p>
      <UserInfoForm
        initialValues={initialValues}
        content={content}
        onLeave={(draft) => onboarding.keep(USER_INFO_DRAFT, draft)}
        early={early}
        onSubmit={(values) => {
          onboarding.merge({ ...toUserInfoData(values), [STEP.doneFlag]: true });
          void navigate({ to: STEPS.activation.path });
        }}
      />
      <p className="fine-print">
        {t('privacyNotice')} <ExternalLink href={tenant.support.privacyPolicyUrl}>{t('common:privacy.link')}</ExternalLink>
      </p>
    </StepCard>
  );
}

/**
 * A partner's page whose step 1 cannot be drawn once the app starts: the error screen takes its place
 * and never finishes the page's hand-over, yet React must answer its Riprova (src/early/hand-over.ts
 * keeps taps from React only until a screen is drawn).
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addStep1Data, partnerPage, runInlineScript } from '../support/partner-page';
import { startApp } from '../support/start-app';
import { t } from '../support/locale';

vi.mock('@/features/eligibility/eligibility-form', () => ({
  EligibilityForm: () => {
    throw new Error('step 1 cannot be drawn');
  },
}));

it("an error screen in place of step 1 answers its Riprova, though step 1 never took the page's record", async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const reload = vi.fn();
  const page = await partnerPage();
  await startApp({
    host: 'acme.example.it',
    partnerPage: page,
    reload,
    beforeStart: async () => {
      addStep1Data(page);
      await runInlineScript();
    },
  });
  await screen.findByRole('heading', { name: t('common:status.error.title') });
  await userEvent.setup().click(screen.getByRole('button', { name: t('common:status.retry') }));
  expect(reload).toHaveBeenCalled();
});

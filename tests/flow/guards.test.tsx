import { screen } from '@testing-library/react';
import { renderApp } from '../support/render-app';
import { AFTER_STEP_1 } from '../support/flow-data';
import { t } from '../support/locale';

const EMAIL = t('eligibility:email.label');

// Opened first with nothing answered (/insert-info, ?existingUser=yes, an unknown path): the shared
// scenarios (tests/scenarios/flow.scenarios.ts). Here: addresses opened with answers already given.
describe('step guards', () => {
  it('sends /description back to step 1 without the step-2 flag, keeping existingUser', async () => {
    const { router } = await renderApp({ url: '/description?existingUser=1', data: AFTER_STEP_1 });
    expect(await screen.findByLabelText(EMAIL)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toEqual({ existingUser: true });
  });

  it('lets /insert-info through once step 1 is done', async () => {
    const { router } = await renderApp({ url: '/insert-info', data: AFTER_STEP_1 });
    expect(await screen.findByLabelText(t('userInfo:firstName.label'))).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/insert-info');
  });
});

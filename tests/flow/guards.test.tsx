import { screen } from '@testing-library/react';
import { renderApp } from '../support/render-app';
import { AFTER_STEP_1 } from '../support/flow-data';
import { t } from '../support/locale';

const EMAIL = t('eligibility:email.label');

describe('step guards', () => {
  it('sends /insert-info back to step 1 without the step-1 flag', async () => {
    const { router } = await renderApp({ url: '/insert-info' });
    expect(await screen.findByLabelText(EMAIL)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

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

  it('ignores existingUser values other than true and 1', async () => {
    const { router } = await renderApp({ url: '/?existingUser=yes' });
    await screen.findByLabelText(EMAIL);
    expect(router.state.location.search).toEqual({});
  });

  it('shows an Italian page for an unknown path', async () => {
    await renderApp({ url: '/nope' });
    expect(await screen.findByRole('heading', { level: 1, name: t('common:status.pageNotFound.title') })).toBeInTheDocument();
  });
});

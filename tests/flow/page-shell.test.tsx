import { act, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../support/render-app';
import { AFTER_STEP_2 } from '../support/flow-data';
import { t } from '../support/locale';

const documentTitle = (page: string) => t('common:documentTitle', { page });

describe('the page around the steps', () => {
  it('stays in place from step to step while the title, the heading and the focus follow the step', async () => {
    const { router } = await renderApp({ url: '/', data: AFTER_STEP_2 });
    await waitFor(() => expect(document.title).toBe(documentTitle(t('eligibility:title'))));
    const header = screen.getByRole('banner');
    const help = screen.getByRole('region', { name: t('common:support.heading') });
    const footer = screen.getByRole('contentinfo');

    await act(() => router.navigate({ to: '/insert-info' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: t('userInfo:title') })).toHaveFocus());
    expect(document.title).toBe(documentTitle(t('userInfo:title')));

    await act(() => router.navigate({ to: '/description' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: t('description:title') })).toHaveFocus());
    expect(document.title).toBe(documentTitle(t('description:title')));

    expect(screen.getByRole('banner')).toBe(header);
    expect(screen.getByRole('region', { name: t('common:support.heading') })).toBe(help);
    expect(screen.getByRole('contentinfo')).toBe(footer);
  });

  it('shows an unknown path as its status page alone, with its title', async () => {
    await renderApp({ url: '/nope' });
    expect(await screen.findByRole('heading', { level: 1, name: t('common:status.pageNotFound.title') })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(t('common:status.pageNotFound.title')));
  });

  it('names the status page reached from a step, and the step again on the way back', async () => {
    const { router } = await renderApp({ url: '/' });
    await waitFor(() => expect(document.title).toBe(documentTitle(t('eligibility:title'))));

    act(() => router.history.push('/nope'));
    expect(await screen.findByRole('heading', { level: 1, name: t('common:status.pageNotFound.title') })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(t('common:status.pageNotFound.title')));

    await act(() => router.navigate({ to: '/' }));
    expect(await screen.findByRole('heading', { level: 1, name: t('eligibility:title') })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(documentTitle(t('eligibility:title'))));
  });
});

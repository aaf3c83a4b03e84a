import { act, screen } from '@testing-library/react';
import { renderApp } from '../support/render-app';
import { AFTER_STEP_1, AFTER_STEP_2 } from '../support/flow-data';

describe('answers typed on a step stay in memory until the flow ends', () => {
  it('keeps step 2, not yet confirmed, across a trip back to step 1 to fix the e-mail', async () => {
    const { user, onboarding } = await renderApp({ url: '/insert-info', data: AFTER_STEP_1 });
    await user.type(await screen.findByLabelText('Nome'), 'Mario');
    await user.click(screen.getByRole('radio', { name: 'Estero' }));
    await user.type(screen.getByLabelText('Luogo di nascita'), 'Parigi');
    await user.click(screen.getByRole('link', { name: 'Indietro' }));

    const email = await screen.findByLabelText('E-mail aziendale');
    await user.clear(email);
    await user.type(email, 'mario.bianchi@acme.it');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));

    expect(await screen.findByLabelText('Nome')).toHaveValue('Mario');
    expect(screen.getByRole('radio', { name: 'Estero' })).toBeChecked();
    expect(screen.getByLabelText('Luogo di nascita')).toHaveValue('Parigi');
    expect(onboarding.get()).toMatchObject({ email: 'mario.bianchi@acme.it' });
    expect(onboarding.get().firstName).toBeUndefined();
  });

  it('keeps an edit of confirmed answers as typed, without changing what was confirmed', async () => {
    const { user, history, onboarding } = await renderApp({ url: '/', data: AFTER_STEP_2 });
    await user.click(await screen.findByRole('button', { name: 'Conferma' }));
    const name = await screen.findByLabelText('Nome');
    await user.clear(name);
    await user.type(name, 'Maria');
    act(() => history.back());
    await screen.findByLabelText('E-mail aziendale');
    act(() => history.forward());
    expect(await screen.findByLabelText('Nome')).toHaveValue('Maria');
    expect(onboarding.get().firstName).toBe('Mario');
  });

  it('keeps step 1, not yet confirmed, across back and forward', async () => {
    const { user, history } = await renderApp({ url: '/', data: AFTER_STEP_1 });
    await user.click(await screen.findByRole('button', { name: 'Conferma' }));
    await screen.findByLabelText('Nome');
    act(() => history.back());
    const email = await screen.findByLabelText('E-mail aziendale');
    await user.clear(email);
    await user.type(email, 'mario.bian');
    act(() => history.forward());
    await screen.findByLabelText('Nome');
    act(() => history.back());
    expect(await screen.findByLabelText('E-mail aziendale')).toHaveValue('mario.bian');
  });

  it('a kept impossible date, fixed in one box, clears all three boxes and lets the member confirm', async () => {
    const { user } = await renderApp({ url: '/', data: { ...AFTER_STEP_2, stepUserInfoCompleted: false } });
    await user.click(await screen.findByRole('button', { name: 'Conferma' }));
    const day = await screen.findByLabelText('Giorno');
    await user.clear(day);
    await user.type(day, '31');
    const month = screen.getByLabelText('Mese');
    await user.clear(month);
    await user.type(month, '4');
    await user.click(screen.getByRole('link', { name: 'Indietro' }));
    await user.click(await screen.findByRole('button', { name: 'Conferma' }));

    // Back on step 2 with the kept draft: 31 April is no date; fix the day only.
    const keptDay = await screen.findByLabelText('Giorno');
    expect(keptDay).toHaveValue('31');
    expect(screen.getByRole('button', { name: 'Conferma' })).toBeDisabled();
    await user.clear(keptDay);
    await user.type(keptDay, '30');
    await user.tab();
    for (const part of ['Giorno', 'Mese', 'Anno']) expect(screen.getByLabelText(part)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('button', { name: 'Conferma' })).toBeEnabled();
  });
});

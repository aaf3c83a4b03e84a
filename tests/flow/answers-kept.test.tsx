import { act, screen } from '@testing-library/react';
import { renderApp } from '../support/render-app';
import { AFTER_STEP_1, AFTER_STEP_2 } from '../support/flow-data';
import { t } from '../support/locale';

const FIRST_NAME = t('userInfo:firstName.label');
const DAY = t('userInfo:birthDate.day');
const EMAIL = t('eligibility:email.label');
const CONFIRM = t('common:confirm');

describe('answers typed on a step stay in memory until the flow ends', () => {
  it('keeps step 2, not yet confirmed, across a trip back to step 1 to fix the e-mail', async () => {
    const { user, onboarding } = await renderApp({ url: '/insert-info', data: AFTER_STEP_1 });
    await user.type(await screen.findByLabelText(FIRST_NAME), 'Mario');
    await user.click(screen.getByRole('radio', { name: t('userInfo:birthCountry.abroad') }));
    await user.type(screen.getByLabelText(t('userInfo:birthPlace.label')), 'Parigi');
    await user.click(screen.getByRole('link', { name: t('common:back') }));

    const email = await screen.findByLabelText(EMAIL);
    await user.clear(email);
    await user.type(email, 'mario.bianchi@acme.it');
    await user.click(screen.getByRole('button', { name: CONFIRM }));

    expect(await screen.findByLabelText(FIRST_NAME)).toHaveValue('Mario');
    expect(screen.getByRole('radio', { name: t('userInfo:birthCountry.abroad') })).toBeChecked();
    expect(screen.getByLabelText(t('userInfo:birthPlace.label'))).toHaveValue('Parigi');
    expect(onboarding.get()).toMatchObject({ email: 'mario.bianchi@acme.it' });
    expect(onboarding.get().firstName).toBeUndefined();
  });

  it('keeps an edit of confirmed answers as typed, without changing what was confirmed', async () => {
    const { user, history, onboarding } = await renderApp({ url: '/', data: AFTER_STEP_2 });
    await user.click(await screen.findByRole('button', { name: CONFIRM }));
    const name = await screen.findByLabelText(FIRST_NAME);
    await user.clear(name);
    await user.type(name, 'Maria');
    act(() => history.back());
    await screen.findByLabelText(EMAIL);
    act(() => history.forward());
    expect(await screen.findByLabelText(FIRST_NAME)).toHaveValue('Maria');
    expect(onboarding.get().firstName).toBe('Mario');
  });

  it('keeps step 1, not yet confirmed, across back and forward', async () => {
    const { user, history } = await renderApp({ url: '/', data: AFTER_STEP_1 });
    await user.click(await screen.findByRole('button', { name: CONFIRM }));
    await screen.findByLabelText(FIRST_NAME);
    act(() => history.back());
    const email = await screen.findByLabelText(EMAIL);
    await user.clear(email);
    await user.type(email, 'mario.bian');
    act(() => history.forward());
    await screen.findByLabelText(FIRST_NAME);
    act(() => history.back());
    expect(await screen.findByLabelText(EMAIL)).toHaveValue('mario.bian');
  });

  it('a kept impossible date, fixed in one box, clears all three boxes and lets the member confirm', async () => {
    const { user } = await renderApp({ url: '/', data: { ...AFTER_STEP_2, stepUserInfoCompleted: false } });
    await user.click(await screen.findByRole('button', { name: CONFIRM }));
    const day = await screen.findByLabelText(DAY);
    await user.clear(day);
    await user.type(day, '31');
    const month = screen.getByLabelText(t('userInfo:birthDate.month'));
    await user.clear(month);
    await user.type(month, '4');
    await user.click(screen.getByRole('link', { name: t('common:back') }));
    await user.click(await screen.findByRole('button', { name: CONFIRM }));

    // Back on step 2 with the kept draft: 31 April is no date; fix the day only.
    const keptDay = await screen.findByLabelText(DAY);
    expect(keptDay).toHaveValue('31');
    expect(screen.getByRole('button', { name: CONFIRM })).toHaveAttribute('aria-disabled', 'true');
    await user.clear(keptDay);
    await user.type(keptDay, '30');
    await user.tab();
    for (const part of [DAY, t('userInfo:birthDate.month'), t('userInfo:birthDate.year')])
      expect(screen.getByLabelText(part)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('button', { name: CONFIRM })).not.toHaveAttribute('aria-disabled');
  });
});

import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../support/render-app';
import { containing, t } from '../support/locale';

const EMAIL = t('eligibility:email.label');
const REQUIRED = t('validation:email.required');
const NOT_WORK_EMAIL = t('validation:email.notWorkEmail');

describe('step 1: eligibility', () => {
  it('shows the title, heading and a disabled confirm button that says what is missing', async () => {
    await renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: t('eligibility:title') })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: t('eligibility:heading') })).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: t('common:confirm') });
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    const missing = `${t('eligibility:fieldNames.email')}, ${t('eligibility:fieldNames.confirmData')}`;
    expect(confirm).toHaveAccessibleDescription(t('common:missingHint', { fields: missing }));
    expect(screen.getByText(t('common:progress', { current: 1, total: 3 }))).toBeInTheDocument();
  });

  it('lets the keyboard reach Conferma while answers are missing: focused it says what, pressed it shows every error', async () => {
    const { user, history } = await renderApp();
    const email = await screen.findByLabelText(EMAIL);
    await user.type(email, 'mario.rossi@acme.it');
    await user.tab();
    await user.tab();
    const confirm = screen.getByRole('button', { name: t('common:confirm') });
    expect(confirm).toHaveFocus();
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    expect(confirm).toHaveAccessibleDescription(t('common:missingHint', { fields: t('eligibility:fieldNames.confirmData') }));
    await user.keyboard('{Enter}');
    const checkbox = screen.getByRole('checkbox', { name: t('eligibility:confirmData.label') });
    expect(await screen.findByText(t('validation:confirmData.required'))).toBeInTheDocument();
    await waitFor(() => expect(checkbox).toHaveFocus());
    expect(history.location.pathname).toBe('/');
  });

  it("a slip in the partner's domain offers the mended address, taken with one press", async () => {
    const { user } = await renderApp();
    const email = await screen.findByLabelText(EMAIL);
    await user.type(email, 'mario.rossi@acme.iy');
    await user.tab();
    expect(screen.getByText(t('validation:email.nearMiss'))).toBeInTheDocument();
    expect(screen.queryByText(NOT_WORK_EMAIL)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('eligibility:email.suggestion', { email: 'mario.rossi@acme.it' }) }));
    expect(email).toHaveValue('mario.rossi@acme.it');
    expect(email).toHaveFocus();
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(t('validation:email.nearMiss'))).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: containing('mario.rossi@') })).not.toBeInTheDocument();
  });

  it("a private address still gets the specification's message, with nothing to take", async () => {
    const { user } = await renderApp();
    await user.type(await screen.findByLabelText(EMAIL), 'mario.rossi@gmail.com');
    await user.tab();
    expect(screen.getByText(NOT_WORK_EMAIL)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: containing('mario.rossi@') })).not.toBeInTheDocument();
  });

  it('Enter in an empty e-mail box shows its error and keeps the focus there', async () => {
    const { user, history } = await renderApp();
    const email = await screen.findByLabelText(EMAIL);
    await user.type(email, '{Enter}');
    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(t('validation:confirmData.required'))).toBeInTheDocument();
    expect(email).toHaveFocus();
    expect(history.location.pathname).toBe('/');
  });

  it('keeps an address longer than the 254 characters an address may have, and says it is not valid', async () => {
    const { user } = await renderApp();
    const email = await screen.findByLabelText(EMAIL);
    expect(email).not.toHaveAttribute('maxlength');
    const tooLong = `${'a'.repeat(60)}@${'b'.repeat(190)}.acme.it`;
    await user.click(email);
    await user.paste(tooLong);
    await user.tab();
    expect(email).toHaveValue(tooLong);
    expect(email).toHaveAccessibleDescription(containing(`${t('common:errorPrefix')} ${t('validation:email.invalid')}`));
  });

  it('shows no error until the field is left, then the spec messages in turn', async () => {
    const { user } = await renderApp();
    const email = await screen.findByLabelText(EMAIL);
    await user.click(email);
    expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText(REQUIRED)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(containing(`${t('common:errorPrefix')} ${REQUIRED}`));

    await user.type(email, 'mario.rossi@');
    expect(screen.getByText(t('validation:email.invalid'))).toBeInTheDocument();
    expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument();

    await user.type(email, 'evilacme.it');
    expect(screen.getByText(NOT_WORK_EMAIL)).toBeInTheDocument();

    await user.clear(email);
    await user.type(email, 'Mario.Rossi@HR.ACME.IT');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(NOT_WORK_EMAIL)).not.toBeInTheDocument();
  });

  it('asks for the checkbox once it has been touched', async () => {
    const { user } = await renderApp();
    const checkbox = await screen.findByRole('checkbox', { name: t('eligibility:confirmData.label') });
    await user.click(checkbox);
    await user.click(checkbox);
    expect(screen.getByText(t('validation:confirmData.required'))).toBeInTheDocument();
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
  });

  it("accepts the provider's own domain only outside production", async () => {
    const production = await renderApp({ isProduction: true });
    await production.user.type(await screen.findByLabelText(EMAIL), 'qa@vivi.test');
    await production.user.tab();
    expect(screen.getByText(NOT_WORK_EMAIL)).toBeInTheDocument();
    production.unmount();

    const development = await renderApp({ isProduction: false });
    await development.user.type(await screen.findByLabelText(EMAIL), 'qa@vivi.test');
    await development.user.tab();
    expect(screen.queryByText(NOT_WORK_EMAIL)).not.toBeInTheDocument();
  });

  it('stores the trimmed e-mail and groupRef and moves to insert-info, keeping existingUser', async () => {
    const { user, onboarding, router } = await renderApp({ url: '/?existingUser=true' });
    await user.type(await screen.findByLabelText(EMAIL), '  mario.rossi@acme.it  ');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: t('common:confirm') }));

    expect(await screen.findByLabelText(t('userInfo:firstName.label'))).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/insert-info');
    expect(router.state.location.search).toEqual({ existingUser: true });
    expect(onboarding.get()).toMatchObject({
      email: 'mario.rossi@acme.it',
      groupRef: 'Acme S.p.A._mario.rossi@acme.it',
      confirmData: true,
      providerUser: true,
      stepSelectCompanyCompleted: true,
    });
  });

  it('prefills the form when the step is revisited', async () => {
    await renderApp({ data: { email: 'mario.rossi@acme.it', confirmData: true, stepSelectCompanyCompleted: true } });
    expect(await screen.findByLabelText(EMAIL)).toHaveValue('mario.rossi@acme.it');
    expect(screen.getByRole('checkbox')).toBeChecked();
    await waitFor(() => expect(screen.getByRole('button', { name: t('common:confirm') })).not.toHaveAttribute('aria-disabled'));
  });

  it('shows the support contacts and the privacy policy', async () => {
    await renderApp();
    expect(await screen.findByRole('link', { name: 'aiuto@vivi.test' })).toHaveAttribute('href', 'mailto:aiuto@vivi.test');
    expect(screen.getByRole('link', { name: containing(t('common:support.chat')) })).toHaveAttribute(
      'href',
      'https://wa.me/390000000000',
    );
    expect(screen.getByRole('link', { name: containing(t('common:privacy.link')) })).toHaveAttribute(
      'href',
      'https://vivi.test/privacy',
    );
    expect(screen.getByText(t('common:membershipNotice'))).toBeInTheDocument();
  });
});

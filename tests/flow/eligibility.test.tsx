import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../support/render-app';

describe('step 1: eligibility', () => {
  it('shows the title, heading and a disabled Conferma with what is missing', async () => {
    await renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Verifica la tua idoneità' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Inserisci i dati richiesti' })).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Conferma' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAccessibleDescription(/e-mail aziendale, conferma dell'e-mail/);
    expect(screen.getByText('Passo 1 di 3')).toBeInTheDocument();
  });

  it('limits the e-mail box to the 254 characters an address may have', async () => {
    await renderApp();
    expect(await screen.findByLabelText('E-mail aziendale')).toHaveAttribute('maxlength', '254');
  });

  it('shows no error until the field is left, then the spec messages in turn', async () => {
    const { user } = await renderApp();
    const email = await screen.findByLabelText('E-mail aziendale');
    await user.click(email);
    expect(screen.queryByText("L'e-mail è obbligatoria.")).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText("L'e-mail è obbligatoria.")).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/Errore: L'e-mail è obbligatoria\./);

    await user.type(email, 'mario.rossi@');
    expect(screen.getByText('E-mail non valida.')).toBeInTheDocument();
    expect(screen.queryByText("L'e-mail è obbligatoria.")).not.toBeInTheDocument();

    await user.type(email, 'evilacme.it');
    expect(screen.getByText('Per continuare devi usare la tua e-mail professionale')).toBeInTheDocument();

    await user.clear(email);
    await user.type(email, 'Mario.Rossi@HR.ACME.IT');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/Per continuare devi usare/)).not.toBeInTheDocument();
  });

  it('asks for the checkbox once it has been touched', async () => {
    const { user } = await renderApp();
    const checkbox = await screen.findByRole('checkbox', { name: /è la mia e-mail professionale/ });
    await user.click(checkbox);
    await user.click(checkbox);
    expect(screen.getByText('Devi accettare per continuare.')).toBeInTheDocument();
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
  });

  it("accepts the provider's own domain only outside production", async () => {
    const production = await renderApp({ isProduction: true });
    await production.user.type(await screen.findByLabelText('E-mail aziendale'), 'qa@vivi.test');
    await production.user.tab();
    expect(screen.getByText('Per continuare devi usare la tua e-mail professionale')).toBeInTheDocument();
    production.unmount();

    const development = await renderApp({ isProduction: false });
    await development.user.type(await screen.findByLabelText('E-mail aziendale'), 'qa@vivi.test');
    await development.user.tab();
    expect(screen.queryByText('Per continuare devi usare la tua e-mail professionale')).not.toBeInTheDocument();
  });

  it('stores the trimmed e-mail and groupRef and moves to insert-info, keeping existingUser', async () => {
    const { user, onboarding, router } = await renderApp({ url: '/?existingUser=true' });
    await user.type(await screen.findByLabelText('E-mail aziendale'), '  mario.rossi@acme.it  ');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Conferma' }));

    expect(await screen.findByLabelText('Nome')).toBeInTheDocument();
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
    expect(await screen.findByLabelText('E-mail aziendale')).toHaveValue('mario.rossi@acme.it');
    expect(screen.getByRole('checkbox')).toBeChecked();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Conferma' })).toBeEnabled());
  });

  it('shows the support contacts and the privacy policy', async () => {
    await renderApp();
    expect(await screen.findByRole('link', { name: 'aiuto@vivi.test' })).toHaveAttribute('href', 'mailto:aiuto@vivi.test');
    expect(screen.getByRole('link', { name: /chatta con noi/ })).toHaveAttribute('href', 'https://wa.me/390000000000');
    expect(screen.getByRole('link', { name: /Informativa sulla privacy/ })).toHaveAttribute('href', 'https://vivi.test/privacy');
    expect(screen.getByText(/verificherà periodicamente/)).toBeInTheDocument();
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { eligibilityValidator } from '@/features/eligibility/eligibility-rules';
import { createUserInfoSchema, type UserInfoValues } from '@/features/user-info/user-info-schema';
import { renderApp } from '../support/render-app';
import { AFTER_STEP_1, AFTER_STEP_2 } from '../support/flow-data';
import { handlers, server } from '../support/msw-server';
import { t } from '../support/locale';

const HOSTILE = {
  long: 'a'.repeat(10_000),
  longEmail: `${'a'.repeat(10_000)}@acme.it`,
  emoji: '👩‍👩‍👧‍👦🧑🏽‍⚕️',
  rtl: 'مرحبا \u202Eevil\u202C עברית',
  control: 'Ma\u0000ri\u0007o\u001b[31m\u200B',
  markup: '<img src=x onerror=alert(1)>',
};

const USER_INFO: UserInfoValues = {
  firstName: 'Mario',
  lastName: 'Rossi',
  gender: 'MALE',
  birthDay: '5',
  birthMonth: '3',
  birthYear: '1980',
  birthCountry: 'Estero',
  birthProvince: '',
  birthCity: '',
  birthPlace: 'Parigi',
};

function timed<T>(run: () => T): { result: T; ms: number } {
  const started = performance.now();
  const result = run();
  return { result, ms: performance.now() - started };
}

describe('hostile input in the forms', () => {
  const eligibility = eligibilityValidator(['acme.it']);
  const userInfo = createUserInfoSchema();

  it.each(Object.entries(HOSTILE))('validates an e-mail made of %s in under 50 ms, without accepting it', (_, value) => {
    const { result, ms } = timed(() => eligibility({ value: { email: value, confirmData: true } }));
    expect(result?.fields.email).toBeTruthy();
    expect(ms).toBeLessThan(50);
  });

  it.each(Object.entries(HOSTILE))(
    'validates names made of %s in under 50 ms, refusing what is too long or holds control characters',
    (_, value) => {
      const { result, ms } = timed(() =>
        userInfo.safeParse({ ...USER_INFO, firstName: value, lastName: value, birthPlace: value }),
      );
      expect(result.success).toBe(value.length <= 80 && !/[\p{Cc}\u202A-\u202E]/u.test(value));
      expect(ms).toBeLessThan(50);
    },
  );

  it.each(['3\u0000', '٣', '３', '1e1', ' 5 ', '-5', '05.0'])('rejects the day %j unless it is plain digits', (day) => {
    const result = userInfo.safeParse({ ...USER_INFO, birthDay: day });
    expect(result.success).toBe(day === ' 5 ');
  });

  it('keeps the page working with 10 000 characters pasted into the e-mail and name boxes', async () => {
    const { user } = await renderApp();
    const email = await screen.findByLabelText(t('eligibility:email.label'));
    fireEvent.change(email, { target: { value: HOSTILE.longEmail } });
    fireEvent.blur(email);
    expect(await screen.findByText(t('validation:email.invalid'))).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, `${HOSTILE.emoji}@acme.it`);
    expect(screen.getByText(t('validation:email.invalid'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t('common:confirm') })).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows names with markup, emoji and right-to-left text as text', async () => {
    await renderApp({ url: '/insert-info', data: { ...AFTER_STEP_1, firstName: HOSTILE.markup, lastName: HOSTILE.rtl } });
    expect(await screen.findByLabelText(t('userInfo:firstName.label'))).toHaveValue(HOSTILE.markup);
    expect(screen.getByLabelText(t('userInfo:lastName.label'))).toHaveValue(HOSTILE.rtl);
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});

describe('hostile codes from the API', () => {
  it('refuses a coupon with markup, and shows a name with markup as text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const code = '<img src=x onerror=alert(1)> & #1';
    server.use(handlers.coupon(() => HttpResponse.text(code)));
    await renderApp({
      url: '/description',
      data: { ...AFTER_STEP_2, providerUser: true, firstName: '<b>Mario</b>' },
    });
    // A 200 whose body is no code: the provider acted, so it may have gone through; never shown.
    const alert = await screen.findByRole('alert');
    expect(await within(alert).findByRole('link', { name: 'aiuto@vivi.test' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t('description:failure.retry') })).not.toBeInTheDocument();
    expect(screen.queryByText(code)).not.toBeInTheDocument();
    // Another tab: a new member, with the coupon answered as it should be.
    sessionStorage.clear();

    server.use(handlers.coupon(() => HttpResponse.text('CPN-987')));
    await renderApp({ url: '/description', data: { ...AFTER_STEP_2, providerUser: true, firstName: '<b>Mario</b>' } });
    expect(
      await screen.findByRole('heading', { name: t('description:coupon.greeting', { firstName: '<b>Mario</b>' }) }),
    ).toBeInTheDocument();
    expect(document.querySelector('img[src="x"], b')).toBeNull();
    expect(within(document.body).queryByRole('img', { name: '' })).toBeNull();
  });
});

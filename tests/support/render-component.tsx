/**
 * Renders one component of src/components on its own, as the app shows it: inside the app's
 * texts (the Italian messages of locales/, the test partner's values) with a user-event user.
 * The component tests beside the components (src/components/*.test.tsx) use it; the form around
 * the component is each test's own, made with the app's form hook (src/components/form-hook.ts).
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createI18n, tenantTextValues } from '@/lib/i18n';
import { testTenant } from './test-tenant';

export async function renderComponent(ui: ReactElement) {
  const i18n = await createI18n(tenantTextValues(testTenant()));
  const user = userEvent.setup();
  return { user, ...render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>) };
}

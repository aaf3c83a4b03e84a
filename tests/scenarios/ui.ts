/**
 * Everything the shared scenarios look for on the page, in one place: the roles, labels and texts
 * a member reads, the texts taken from locales/it/*.json (changing a text there changes nothing here).
 */
import type { TextKey } from '@/shared/i18n/text-keys';
import { containing, localeText, type TextValues } from '../support/locale-text';
import type { Query } from './member';

/** The Italian text of `key` as the page shows it. */
const t = (key: TextKey, values?: TextValues) => localeText('it', key, values);

export const ui = {
  /** On the generic page only the running app shows the support block (a partner's page has it in its HTML). */
  appRunning: { role: 'heading', name: t('common:support.heading') },
  step2: { text: t('common:progress', { current: 2, total: 3 }) },
  step3: { text: t('common:progress', { current: 3, total: 3 }) },
  confirm: { role: 'button', name: t('common:confirm') },

  email: { label: t('eligibility:email.label') },
  emailIsMine: { role: 'checkbox', name: containing(t('eligibility:confirmData.label')) },

  firstName: { role: 'textbox', name: t('userInfo:firstName.label') },
  lastName: { role: 'textbox', name: t('userInfo:lastName.label') },
  male: { role: 'radio', name: t('userInfo:gender.male') },
  day: { role: 'textbox', name: t('userInfo:birthDate.day') },
  month: { role: 'textbox', name: t('userInfo:birthDate.month') },
  year: { role: 'textbox', name: t('userInfo:birthDate.year') },
  bornInItaly: { role: 'radio', name: t('userInfo:birthCountry.italy') },
  province: { label: t('userInfo:birthProvince.label') },
  // A text box until the province's municipalities arrive, then a combobox: found by its label.
  city: { label: t('userInfo:birthCity.label') },
  /** The municipality once the province's municipalities have arrived, and two of them in its list. */
  cityWithSuggestions: { role: 'combobox', name: t('userInfo:birthCity.label') },
  sestoSanGiovanni: { role: 'option', name: 'Sesto San Giovanni' },
  tortoli: { role: 'option', name: 'Tortolì' },

  description: { role: 'heading', name: t('description:title') },
  activate: { role: 'button', name: t('description:activate') },
  alert: { role: 'alert' },
  retry: { role: 'button', name: t('description:failure.retry') },
  activationFailed: t('description:failure.activation'),
  /** After a request that may have gone through; the suite's partners share this support e-mail. */
  activationUnconfirmed: t('description:unconfirmed.activation'),

  /** The first name the scenarios type in step 2. */
  greeting: { role: 'heading', name: t('description:coupon.greeting', { firstName: 'Mario' }) },
  copyCode: { role: 'button', name: t('description:coupon.copy') },
  redeem: { role: 'link', name: containing(t('description:coupon.redeemLink')) },

  tenantNotFound: { role: 'heading', name: t('common:status.tenantNotFound.title') },
  pageNotFound: { role: 'heading', name: t('common:status.pageNotFound.title') },

  emailInvalid: { text: t('validation:email.invalid') },
  notWorkEmail: { text: t('validation:email.notWorkEmail') },
  /** The specification's message for a birth date that does not exist. */
  dateInvalid: { text: t('validation:birthDate.invalid') },
  /** Shown by a partner's page when the app cannot start. */
  startFailed: { role: 'alert', name: t('common:start.failed.title') },
  reload: { role: 'button', name: t('common:start.failed.reload') },
} satisfies Record<string, Query | string>;

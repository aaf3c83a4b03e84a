import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from '../../locales/it/common.json';
import eligibility from '../../locales/it/eligibility.json';
import userInfo from '../../locales/it/userInfo.json';
import description from '../../locales/it/description.json';
import validation from '../../locales/it/validation.json';

export const defaultNS = 'common';
export const resources = {
  it: { common, eligibility, userInfo, description, validation },
} as const;

export type ValidationKey = `validation:${LeafKeys<typeof validation>}`;

type LeafKeys<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${LeafKeys<T[K]>}`;
}[keyof T & string];

/** Values every text may interpolate: the partner's and the provider's names, the support e-mail. */
export interface TenantTextValues {
  partnerName: string;
  productName: string;
  email: string;
}

/** A fresh i18next instance, so tests and the app never share state. */
export async function createI18n(defaults: TenantTextValues): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'it',
    fallbackLng: 'it',
    defaultNS,
    ns: Object.keys(resources.it),
    resources,
    interpolation: { escapeValue: false, defaultVariables: { ...defaults } },
    returnNull: false,
  });
  return instance;
}

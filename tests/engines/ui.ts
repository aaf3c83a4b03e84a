/**
 * Everything the engines suite looks for on the page, in one place: the Italian labels,
 * roles and texts of locales/it/*.json, as a member reads them. Change a text there, change it here.
 */
import type { Query } from './page';

export const ui = {
  /** Only the running app shows the support block, which names the partner (step 1 is prerendered). */
  appRunning: { role: 'heading', name: 'Hai bisogno di aiuto?' },
  step2: { text: 'Passo 2 di 3' },
  step3: { text: 'Passo 3 di 3' },
  confirm: { role: 'button', name: 'Conferma' },

  email: { label: 'E-mail aziendale' },
  emailIsMine: { role: 'checkbox', name: /mia e-mail professionale/ },

  firstName: { role: 'textbox', name: 'Nome' },
  lastName: { role: 'textbox', name: 'Cognome' },
  male: { role: 'radio', name: 'Uomo' },
  day: { role: 'textbox', name: 'Giorno' },
  month: { role: 'textbox', name: 'Mese' },
  year: { role: 'textbox', name: 'Anno' },
  bornInItaly: { role: 'radio', name: 'Italia' },
  province: { label: 'Provincia di nascita' },
  city: { role: 'textbox', name: 'Comune di nascita' },

  description: { role: 'heading', name: 'La tua salute su misura' },
  activate: { role: 'button', name: 'Attiva il servizio' },
  alert: { role: 'alert' },
  retry: { role: 'button', name: 'Riprova' },
  activationFailed: 'Non è stato possibile attivare il servizio',
  couponFailed: 'Non è stato possibile generare il tuo codice personale',

  greeting: { role: 'heading', name: 'Ciao Mario!' },
  copyCode: { role: 'button', name: 'Copia codice' },
  redeem: { role: 'link', name: /Riscatta il codice/ },

  tenantNotFound: { role: 'heading', name: 'Azienda non trovata' },
} satisfies Record<string, Query | string>;

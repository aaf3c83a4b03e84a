/** What the build writes into a partner's page (vite-plugins/partner-pages.ts) and the app reads back. */

/** On #root: the content is the step 1 of the partner whose slug is the value. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The id of the JSON script element that holds the partner's configuration. */
export const EMBEDDED_TENANT_ID = 'partner-config';

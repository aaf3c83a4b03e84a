import { useTranslation } from 'react-i18next';
import { MailLink } from './mail-link';
import { TaggedText } from './tagged-text';

/**
 * Notices the build writes into a page around the app, for when the app is not running:
 * rendered to static markup at build time (src/entry-prerender.tsx), never by the app.
 */

const mailto = (email: string) => ({ email: <MailLink email={email} /> });

/** In <noscript>: the page needs JavaScript. The generic page knows no partner: it gives the site's support address, if any. */
export function NoScriptNotice({ email }: { email?: string }) {
  const { t } = useTranslation();
  return (
    <div className="page-notice">
      <p className="page-notice__title">{t('start.noscript')}</p>
      {email && (
        <p>
          <TaggedText i18nKey="start.noscriptHelp" values={{ email }} components={mailto(email)} />
        </p>
      )}
    </div>
  );
}

/**
 * Hidden until the page's inline script (src/early/before-app.ts) finds that the app cannot start:
 * scripts blocked or failed, or a browser too old. The reload button is that script's.
 */
export function StartFailureNotice({ id, email }: { id: string; email: string }) {
  const { t } = useTranslation();
  return (
    <div id={id} className="page-notice page-notice--floating" role="alert" aria-labelledby={`${id}-title`} hidden>
      <p id={`${id}-title`} className="page-notice__title">
        {t('start.failed.title')}
      </p>
      <p>{t('start.failed.text')}</p>
      <p>
        <TaggedText i18nKey="start.failed.help" values={{ email }} components={mailto(email)} />
      </p>
      <button type="button" className="button button--primary">
        {t('start.failed.reload')}
      </button>
    </div>
  );
}

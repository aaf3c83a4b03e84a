/**
 * The one script in the head of a partner's step-2 page (/insert-info, drawn at build time): step 2's
 * guard before the app runs. The page is reached from step 1 by a Conferma pressed before the app ran,
 * which stores the member's step-1 answers under RESUME_KEY (src/early/before-app.ts), or by a reload
 * into a new release, which stores them there too (src/lib/release-recovery.ts). Without that entry
 * the member has not confirmed step 1 in this tab (a bookmark, a link, a reload, step 2 opened first):
 * she is sent to step 1 before the page paints, as the app's guard would (src/routes/insert-info.tsx),
 * with the address's search kept (`?existingUser=true`). The app reads the entry and deletes it.
 *
 * Lowered to ES5 and written into the page by the build (tools/site-build/before-app-script.ts), allowed by its CSP hash.
 */
import { RESUME_KEY } from '@/shared/resume';
import { STEPS } from '@/shared/steps';

export function step2Guard(): void {
  let confirmed = false;
  try {
    confirmed = sessionStorage.getItem(RESUME_KEY) !== null;
  } catch {
    // Storage refused: nothing can have been carried over.
  }
  if (confirmed) return;
  // Nothing of step 2 shows while the browser goes to step 1.
  document.documentElement.hidden = true;
  location.replace(STEPS.email.path + location.search);
}

/**
 * Development only: main.tsx hands each drawn page to src/lib/i18n-hmr.ts, with how to read the
 * partner again and recolour the page. Each bootstrap (a restart, Riprova) replaces the last one's listeners.
 */
import type { ViteHotContext } from 'vite/types/hot.d.ts';
import type { StartedPage } from './bootstrap';
import { watchLiveEdits } from './lib/i18n-hmr';
import { applyTheme } from './tenant/apply-theme';
import { findTenant } from './tenant/load-tenant';

export function liveEditsFor(hot: ViteHotContext): (started: StartedPage) => void {
  let stop: (() => void) | undefined;
  return (started) => {
    stop?.();
    stop = watchLiveEdits(hot, {
      ...started,
      applyTheme,
      reloadTenant: async () => {
        const loaded = await findTenant(window.location, false);
        if (loaded.status === 'invalid') return 'invalid';
        return loaded.status === 'ok' ? loaded.tenant : null;
      },
    });
  };
}

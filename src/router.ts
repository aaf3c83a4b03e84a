import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import type { RouterContext } from './routes/__root';

interface AppRouterOptions {
  /** Rendering a page at build time (src/entry-prerender.tsx): no window, no scroll restoration. */
  isServer?: boolean;
}

export function createAppRouter(context: RouterContext, history?: RouterHistory, options: AppRouterOptions = {}) {
  return createRouter({
    routeTree,
    context,
    history,
    isServer: options.isServer,
    scrollRestoration: !options.isServer,
    defaultPreload: 'intent',
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

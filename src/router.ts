import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import type { RouterContext } from './routes/__root';

export function createAppRouter(context: RouterContext, history?: RouterHistory, options: { scrollRestoration?: boolean } = {}) {
  return createRouter({
    routeTree,
    context,
    history,
    scrollRestoration: options.scrollRestoration ?? true,
    defaultPreload: 'intent',
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

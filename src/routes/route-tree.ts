/**
 * The route tree, read by TanStack Router's generator (tsr.config.json's virtualRouteConfig; the Vite plugin and
 * `npm run typecheck` write src/routeTree.gen.ts from it): the root (the document's title, the unknown path, the
 * error screen), the flow's layout (the partner's page shell, _flow.tsx) and, inside it, one file per step at its
 * path from src/shared/steps.ts.
 */
import { STEPS } from '../shared/steps';

export const routes = {
  type: 'root',
  file: '__root.tsx',
  children: [
    {
      type: 'layout',
      id: 'flow',
      file: '_flow.tsx',
      children: [
        // STEPS.email.path, "/": the layout's index.
        { type: 'index', file: 'index.tsx' },
        { type: 'route', path: STEPS.details.path, file: 'insert-info.tsx' },
        { type: 'route', path: STEPS.activation.path, file: 'description.tsx' },
      ],
    },
  ],
} as const;

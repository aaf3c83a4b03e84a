import { Outlet, createFileRoute } from '@tanstack/react-router';
import { PageShell } from '@/components/page-layout';

/**
 * The steps' layout: the partner's header, support block and footer around each step, rendered once for the
 * whole flow, so they stay in place from step to step. No path of its own (src/routes/route-tree.ts).
 */
export const Route = createFileRoute('/_flow')({
  // In the entry's chunk, not one of its own: step 1's page draws it at once, with no request waiting on the app's.
  codeSplitGroupings: [],
  component: Flow,
});

function Flow() {
  const { tenant } = Route.useRouteContext();
  return (
    <PageShell tenant={tenant}>
      <Outlet />
    </PageShell>
  );
}

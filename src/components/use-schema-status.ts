import { useMemo } from 'react';
import { useStore, type AnyFormApi } from '@tanstack/react-form';
import type { ZodMiniType } from 'zod/mini';

/**
 * Whether the form's current values pass its schema, and which fields do not yet,
 * in the order they first fail. Drives the disabled submit button and its hint.
 */
export function useSchemaStatus(form: AnyFormApi, schema: ZodMiniType): { ready: boolean; invalidFields: string[] } {
  const values = useStore(form.store, (state) => state.values);
  return useMemo(() => {
    const result = schema.safeParse(values);
    if (result.success) return { ready: true, invalidFields: [] };
    const fields = result.error.issues.map((issue) => String(issue.path[0] ?? ''));
    return { ready: false, invalidFields: [...new Set(fields)].filter(Boolean) };
  }, [schema, values]);
}

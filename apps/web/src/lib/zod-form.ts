import type { UseFormReturnType } from '@mantine/form';
import type { z } from 'zod';
import { loadedSchemas, loadSchemas, type Schemas, shownText } from './schemas.ts';

/** Zod issues as Mantine form errors: the first message per field, keyed by dotted path. */
export function zodErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = shownText(issue.message);
  }
  return errors;
}

/** A Mantine form `validate` function from a Zod schema. */
export function zodResolver(schema: z.ZodType) {
  return (values: unknown) => zodErrors(schema, values);
}

/**
 * `validate` for a schema of '@seva/schemas' that may not have loaded yet: until it has, no
 * errors (the submit waits for it, see `submitWithSchemas`).
 */
export function schemaResolver(pick: (schemas: Schemas) => z.ZodType) {
  return (values: unknown) => {
    const schemas = loadedSchemas();
    return schemas ? zodErrors(pick(schemas), values) : {};
  };
}

/**
 * `form.onSubmit` that never sends unvalidated input when the schemas are still loading: it
 * waits for them and validates again (e.g. 'Passwords do not match' makes no call).
 */
export function submitWithSchemas<V>(form: UseFormReturnType<V>, handler: (values: V) => unknown) {
  return form.onSubmit(async (values) => {
    if (!loadedSchemas()) {
      await loadSchemas();
      if (form.validate().hasErrors) return;
    }
    await handler(values);
  });
}

/**
 * The app's forms: @mantine/form's `useForm`, its values checked by one valibot schema through
 * Mantine's own Standard Schema resolver, keeping the text a reader typed into the server's fields
 * before the page came alive (see lib/typedEarly.ts). `name` prefixes each field's `data-path`,
 * which is how the form finds its fields in the page.
 */
import { schemaResolver, useForm, type FormErrors, type UseFormInput, type UseFormReturnType } from '@mantine/form';
import { useEffect } from 'react';
import type { GenericSchema } from 'valibot';
import { typedText } from './typedEarly';

/** Mantine's own bound on a form's values: an interface has no index signature for `unknown`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FormValues = Record<string, any>;

export function useSchemaForm<Values extends FormValues>(
  name: string,
  /** Checks the fields it names; a loose object lets the others through. */
  schema: GenericSchema,
  input: Omit<UseFormInput<Values>, 'name' | 'validate'>,
) {
  const form = useForm<Values>({ ...input, name, validate: schemaResolver(schema, { sync: true }) });
  useFormTypedEarly(form);
  return form;
}

/** What the schema finds wrong with `values` now, by field: for forms that say so as the reader types. */
export const errorsNow = (schema: GenericSchema, values: FormValues): FormErrors =>
  schemaResolver(schema, { sync: true })(values);

/**
 * Text typed into the form's server-drawn fields before the page came alive becomes its values: each
 * text field, found by its `data-path`, gives the form the `value` it holds once mounted.
 */
function useFormTypedEarly<Values extends object>(form: UseFormReturnType<Values>): void {
  useEffect(() => {
    for (const [path, value] of Object.entries(form.getValues())) {
      const field = form.getInputNode(path);
      const typed = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? typedText(field) : null;
      if (typeof value === 'string' && typed !== null && typed !== value)
        form.setFieldValue(path as never, typed as never);
    }
    // Once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

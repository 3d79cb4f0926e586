/**
 * The app's forms: @mantine/form's `useForm`, its values checked by one valibot schema through
 * Mantine's own Standard Schema resolver, keeping the text a reader typed into the server's fields
 * before the page came alive (lib/typedEarly.ts). `name` prefixes each field's `data-path`, which is
 * how the form finds its fields in the page.
 */
import { schemaResolver, useForm, type FormErrors, type UseFormInput } from '@mantine/form';
import type { GenericSchema } from 'valibot';
import { useFormTypedEarly } from './typedEarly';

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

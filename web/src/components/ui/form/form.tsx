import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { type DefaultValues, type FieldValues, FormProvider, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { getDetailMessage, isApiError } from '../../../api/api-error';
import { notify } from '../../../lib/notifications/notifications-store';
import { applyServerErrors } from './apply-server-errors';

export type FormSchema = z.ZodType<FieldValues, FieldValues>;
export type FormMethods<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

export interface FormProps<S extends FormSchema> {
  schema: S;
  defaultValues?: DefaultValues<z.input<S>>;
  /** May throw: a 422 lands on the fields, other API errors become a notification. */
  onSubmit: (values: z.output<S>, form: FormMethods<S>) => Promise<unknown> | unknown;
  children: (form: FormMethods<S>) => ReactNode;
  id?: string;
  'aria-label'?: string;
}

/** react-hook-form with a Zod resolver; server field errors go back onto their fields. */
export function Form<S extends FormSchema>({ schema, defaultValues, onSubmit, children, id, ...rest }: FormProps<S>) {
  const { t } = useTranslation();
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema), defaultValues });

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values, form);
    } catch (error) {
      if (isApiError(error, 422)) {
        const fieldNames = Object.keys(form.getValues() ?? {});
        if (applyServerErrors(error.validationIssues, fieldNames, form.setError) > 0) return;
      }
      // The client has already shown `detail.message` and network failures.
      if (isApiError(error) && getDetailMessage(error.body)) return;
      if (error instanceof TypeError) return;
      notify.error(t('common.errors.generic'));
    }
  });

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={submit} id={id} aria-label={rest['aria-label']}>
        {children(form)}
      </Box>
    </FormProvider>
  );
}

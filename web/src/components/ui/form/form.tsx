import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { type ReactNode, useRef } from 'react';
import { type DefaultValues, type FieldValues, FormProvider, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error';
import { dismissNotification, notify } from '../../../lib/notifications/notifications-store';
import type { AnyZodSchema, z } from '../../../lib/zod';
import { applyServerErrors, fieldLabel } from './apply-server-errors';

export type FormSchema = AnyZodSchema<FieldValues, FieldValues>;
export type FormMethods<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

export interface FormProps<S extends FormSchema> {
  schema: S;
  defaultValues?: DefaultValues<z.input<S>>;
  /** May throw: a 422 lands on the fields (worded with their labels), other errors become one notification. */
  onSubmit: (values: z.output<S>, form: FormMethods<S>) => Promise<unknown> | unknown;
  children: (form: FormMethods<S>) => ReactNode;
  id?: string;
  'aria-label'?: string;
}

/** react-hook-form with a Zod resolver; server field errors go back onto their fields. */
export function Form<S extends FormSchema>({ schema, defaultValues, onSubmit, children, id, ...rest }: FormProps<S>) {
  const { t } = useTranslation();
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema), defaultValues });
  const element = useRef<HTMLFormElement>(null);

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values, form);
    } catch (error) {
      if (isApiError(error, 422)) {
        const issues = error.validationIssues;
        const fieldNames = Object.keys(form.getValues() ?? {});
        const labelOf = (name: string) => fieldLabel(element.current, name);
        const applied = applyServerErrors(issues, fieldNames, form.setError, { t, labelOf });
        if (applied > 0) {
          // Every issue is on its field: the client's notification would only repeat them.
          if (applied === issues.length && error.notificationId !== null) dismissNotification(error.notificationId);
          return;
        }
      }
      // The client has already shown its answer, and network failures.
      if (isApiError(error) && error.shown) return;
      if (error instanceof TypeError) return;
      notify.error(isApiError(error) ? error.message : t('common.errors.generic'));
    }
  });

  return (
    <FormProvider {...form}>
      <Box component="form" ref={element} noValidate onSubmit={submit} id={id} aria-label={rest['aria-label']}>
        {children(form)}
      </Box>
    </FormProvider>
  );
}

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../../api/api-error';
import { renderWithProviders } from '../../../testing/test-utils';
import { Form } from './form';
import { FormTextField } from './form-text-field';
import { SubmitButton } from './submit-button';

const schema = z.object({ email: z.email('common.validation.email') });

describe('Form', () => {
  it('shows Zod messages through i18n and server 422 errors on their fields', async () => {
    renderWithProviders(
      <Form
        schema={schema}
        defaultValues={{ email: '' }}
        onSubmit={async () => {
          throw new ApiError(422, { detail: [{ type: 'value_error', loc: ['body', 'email'], msg: 'Email already in use' }] });
        }}
      >
        {() => (
          <>
            <FormTextField<{ email: string }> name="email" label="Email" />
            <SubmitButton>Save</SubmitButton>
          </>
        )}
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'jane@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Email already in use')).toBeInTheDocument();
  });
});

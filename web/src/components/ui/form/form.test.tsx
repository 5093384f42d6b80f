import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { getCurrentNotification, notify } from '../../../lib/notifications/notifications-store';
import { z } from '../../../lib/zod';
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

  it("words a server limit with the field's own label, and withdraws the client's notification", async () => {
    const fullNameSchema = z.object({ fullName: z.string() });
    const error = new ApiError(422, {
      detail: [{ type: 'string_too_long', loc: ['body', 'fullName'], msg: 'Too big', ctx: { max_length: 255 } }],
    });
    error.notificationId = notify.error('Full name: at most 255 characters');
    renderWithProviders(
      <Form
        schema={fullNameSchema}
        defaultValues={{ fullName: 'x' }}
        onSubmit={async () => {
          throw error;
        }}
      >
        {() => (
          <>
            <FormTextField<{ fullName: string }> name="fullName" label="Your name" required />
            <SubmitButton>Save</SubmitButton>
          </>
        )}
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your name: at most 255 characters')).toBeInTheDocument();
    expect(getCurrentNotification()).toBeNull();
  });
});

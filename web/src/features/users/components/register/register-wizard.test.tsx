import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../testing/test-utils';
import { RegisterWizard } from './register-wizard';

describe('RegisterWizard', () => {
  it('offers joining or creating a group, with Back history', async () => {
    renderWithProviders(<RegisterWizard inviteToken={null} locale="en-US" onRegistered={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'How would you like to start?' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Join a group/ }));
    expect(screen.getByLabelText('Invitation token')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(screen.getByRole('button', { name: /Create a new group/ }));
    expect(screen.getByLabelText('Group name')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Private recipes' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Add starter data' })).toBeChecked();
  });

  it('starts at the account step when the link carries an invitation token', () => {
    renderWithProviders(<RegisterWizard inviteToken="abc" locale="en-US" onRegistered={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Account details' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Password strength' })).toBeInTheDocument();
  });
});

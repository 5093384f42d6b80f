import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeAuth, renderWithProviders } from '../../../testing/test-utils';
import { LoginForm } from './login-form';

describe('LoginForm', () => {
  it('has labelled fields and a Sign in button, and the first field takes the focus', async () => {
    renderWithProviders(<LoginForm siteName="Larder" allowSignup firstLogin={false} />);
    expect(screen.getByRole('heading', { name: 'Sign in', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    await waitFor(() => expect(screen.getByLabelText('Email or username')).toHaveFocus());
  });

  it('shows and hides the password', async () => {
    renderWithProviders(<LoginForm siteName="Larder" allowSignup={false} firstLogin={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show characters' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Registration is by invitation only' })).toBeDisabled();
  });

  it('asks for empty fields without calling the server', async () => {
    const signIn = vi.fn();
    renderWithProviders(<LoginForm siteName="Larder" allowSignup firstLogin={false} />, { auth: fakeAuth({ signIn }) });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your email or username')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('reminds of the default account on a fresh server', () => {
    renderWithProviders(<LoginForm siteName="Larder" allowSignup firstLogin />);
    expect(screen.getByText(/changeme@example\.com/)).toBeInTheDocument();
  });
});

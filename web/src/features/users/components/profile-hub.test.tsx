import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithProviders } from '../../../testing/test-utils';
import { ProfileHub } from './profile-hub';

describe('ProfileHub', () => {
  it('shows a plain member only the cards every user has', () => {
    renderWithProviders(<ProfileHub user={makeUser()} />);
    expect(screen.getByText('Welcome, Jane Doe')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /User settings/ })).toHaveAttribute('href', '/user/profile/edit');
    expect(screen.getByRole('link', { name: /Cookbooks/ })).toHaveAttribute('href', '/g/home/cookbooks');
    expect(screen.queryByRole('link', { name: /API tokens/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Group' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Household settings/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Members/ })).not.toBeInTheDocument();
  });

  it('adds the cards that the user flags open', () => {
    renderWithProviders(<ProfileHub user={makeUser({ advanced: true, canManage: true, canOrganize: true, canManageHousehold: true })} />);
    expect(screen.getByRole('link', { name: /API tokens/ })).toHaveAttribute('href', '/user/profile/api-tokens');
    expect(screen.getByRole('link', { name: /Manage data/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Household settings/ })).toHaveAttribute('href', '/household');
    expect(screen.getByRole('link', { name: /Members/ })).toHaveAttribute('href', '/household/members');
    expect(screen.getByRole('link', { name: /Group settings/ })).toHaveAttribute('href', '/group');
    // Screens not built yet are not linked.
    expect(screen.queryByRole('link', { name: /Data migrations/ })).not.toBeInTheDocument();
  });
});

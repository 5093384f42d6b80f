import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HouseholdMember } from '../../../api/households/get-household-members';
import { makeUser, renderWithProviders } from '../../../testing/test-utils';
import { HouseholdMembersTable } from './household-members-table';

const member = (overrides: Partial<HouseholdMember>): HouseholdMember => ({ ...makeUser(), cacheKey: '', ...overrides }) as HouseholdMember;

describe('HouseholdMembersTable', () => {
  it("names each switch by permission and member, and disables yours and an admin's with the reason", () => {
    const me = member({ id: 'me', fullName: 'Me Myself', canManage: true });
    const admin = member({ id: 'admin', fullName: 'Ada Admin', admin: true });
    const cook = member({ id: 'cook', fullName: 'Carl Cook', canInvite: true });
    renderWithProviders(<HouseholdMembersTable members={[me, admin, cook]} currentUserId="me" />);

    expect(screen.getByLabelText('Organize: Carl Cook')).toBeEnabled();
    expect(screen.getByLabelText('Organize: Carl Cook')).not.toBeChecked();
    expect(screen.getByLabelText('Invite: Carl Cook')).toBeChecked();
    expect(screen.getByLabelText('Manage: Me Myself')).toBeDisabled();
    expect(screen.getByLabelText('Manage: Me Myself')).toBeChecked();
    expect(screen.getByLabelText('Manage household: Ada Admin')).toBeDisabled();
    expect(screen.getByText('You cannot change your own permissions.')).toBeInTheDocument();
    expect(screen.getByText("An administrator's permissions cannot be changed here.")).toBeInTheDocument();
  });
});

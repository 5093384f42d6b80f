import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/test-utils';
import { SyncStatus } from './sync-status';

describe('SyncStatus', () => {
  it('says nothing while online and sending works', () => {
    renderWithProviders(<SyncStatus online sendFailed={false} pendingCount={2} />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says the device is offline and how many changes wait', () => {
    renderWithProviders(<SyncStatus online={false} sendFailed={false} pendingCount={3} />);
    expect(screen.getByRole('status', { name: 'Connection' })).toHaveTextContent('You are offline. 3 changes waiting');
  });

  it('says when the server cannot be reached although the browser is online', () => {
    renderWithProviders(<SyncStatus online sendFailed pendingCount={1} />);
    expect(screen.getByRole('status', { name: 'Connection' })).toHaveTextContent('The server cannot be reached. 1 change waiting');
  });
});

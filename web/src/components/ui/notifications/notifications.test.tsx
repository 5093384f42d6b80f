import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissStaleErrors, notificationMark, notify } from '../../../lib/notifications/notifications-store';
import { Notifications } from './notifications';

describe('Notifications', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows one alert at a time: a new one replaces the old', () => {
    render(<Notifications />);
    act(() => notify.info('First'));
    expect(screen.getByRole('alert')).toHaveTextContent('First');
    act(() => notify.error('Second'));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Second');
  });

  it('hides itself after 2000 ms', () => {
    render(<Notifications />);
    act(() => notify.success('Saved'));
    act(() => vi.advanceTimersByTime(1900));
    expect(screen.getByRole('alert')).toHaveTextContent('Saved');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sits at the top centre and colours the alert by type', () => {
    render(<Notifications />);
    act(() => notify.warning('Careful'));
    const alert = screen.getByRole('alert');
    expect(alert.className).toContain('MuiAlert-colorWarning');
    expect(alert.closest('.MuiSnackbar-root')?.className).toContain('MuiSnackbar-anchorOriginTopCenter');
  });

  it('closes an error when the page changes, but not a success', () => {
    const router = createMemoryRouter([{ path: '*', element: <Notifications /> }], { initialEntries: ['/one'] });
    render(<RouterProvider router={router} />);
    act(() => notify.error('Could not save'));
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save');
    act(() => void router.navigate('/two'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => notify.success('Saved'));
    act(() => void router.navigate('/three'));
    expect(screen.getByRole('alert')).toHaveTextContent('Saved');
  });

  it('closes an error shown before a mark, not one shown after it', () => {
    render(<Notifications />);
    act(() => notify.error('Old'));
    const mark = notificationMark();
    act(() => dismissStaleErrors(mark));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => notify.error('New'));
    act(() => dismissStaleErrors(mark));
    expect(screen.getByRole('alert')).toHaveTextContent('New');
  });

  it('links to a page from a success, and stays six seconds for it', () => {
    const router = createMemoryRouter([{ path: '*', element: <Notifications /> }], { initialEntries: ['/recipe'] });
    render(<RouterProvider router={router} />);
    act(() => notify.success('Added to Groceries.', { label: 'Open the list', href: '/shopping-lists/1' }));
    expect(screen.getByRole('link', { name: 'Open the list' })).toHaveAttribute('href', '/shopping-lists/1');
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('alert')).toHaveTextContent('Added to Groceries.');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers an action, such as undo, which closes the alert when taken', () => {
    const onAction = vi.fn();
    render(<Notifications />);
    act(() => notify.info('Deleted Tacos.', { label: 'Undo', onAction }));
    act(() => vi.advanceTimersByTime(5000));
    act(() => screen.getByRole('button', { name: 'Undo' }).click());
    expect(onAction).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

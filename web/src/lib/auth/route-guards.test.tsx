import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeAuth, makeUser, renderWithProviders } from '../../testing/test-utils';
import { RequireAuth } from './require-auth';
import { RequireRouteGuards } from './require-route-guards';
import { SignedOutOnly } from './signed-out-only';

function Harness() {
  return (
    <Routes>
      <Route element={<RequireAuth />}>
        <Route path="/user/profile" element={<h1>Profile</h1>} />
        <Route element={<RequireRouteGuards guards={['admin-only']} />}>
          <Route path="/admin/site-settings" element={<h1>Site settings</h1>} />
        </Route>
        <Route element={<RequireRouteGuards guards={['group-only']} />}>
          <Route path="/g/:groupSlug/cookbooks" element={<h1>Cookbooks</h1>} />
        </Route>
      </Route>
      <Route element={<SignedOutOnly />}>
        <Route path="/login" element={<h1>Login page</h1>} />
      </Route>
      <Route path="/" element={<h1>Root</h1>} />
      <Route path="/g/:groupSlug" element={<h1>Group home</h1>} />
    </Routes>
  );
}

describe('route guards in the router', () => {
  it('sends a visitor to /login with the path and query as redirect', async () => {
    const { router } = renderWithProviders(<Harness />, { route: '/user/profile?tab=2' });
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Fuser%2Fprofile%3Ftab%3D2');
  });

  it('shows a guarded page to a user with the flag', async () => {
    renderWithProviders(<Harness />, { route: '/admin/site-settings', auth: fakeAuth({ user: makeUser({ admin: true }) }) });
    expect(await screen.findByRole('heading', { name: 'Site settings' })).toBeInTheDocument();
  });

  it('sends a user without the flag to /', async () => {
    const { router } = renderWithProviders(<Harness />, { route: '/admin/site-settings', auth: fakeAuth({ user: makeUser() }) });
    expect(await screen.findByRole('heading', { name: 'Root' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('group-only compares the URL group with the user group', async () => {
    const auth = fakeAuth({ user: makeUser({ groupSlug: 'home' }) });
    renderWithProviders(<Harness />, { route: '/g/home/cookbooks', auth });
    expect(await screen.findByRole('heading', { name: 'Cookbooks' })).toBeInTheDocument();
  });

  it('group-only turns away another group', async () => {
    const auth = fakeAuth({ user: makeUser({ groupSlug: 'home' }) });
    renderWithProviders(<Harness />, { route: '/g/other/cookbooks', auth });
    expect(await screen.findByRole('heading', { name: 'Root' })).toBeInTheDocument();
  });

  it('sends a signed-in user away from the login page, to a safe redirect or /', async () => {
    const auth = fakeAuth({ user: makeUser() });
    const first = renderWithProviders(<Harness />, { route: '/login?redirect=%2Fg%2Fhome', auth });
    expect(await screen.findByRole('heading', { name: 'Group home' })).toBeInTheDocument();
    first.unmount();
    renderWithProviders(<Harness />, { route: '/login?redirect=%2F%2Fevil.example', auth });
    expect(await screen.findByRole('heading', { name: 'Root' })).toBeInTheDocument();
  });

  it('waits while the session is loading', () => {
    renderWithProviders(<Harness />, { route: '/user/profile', auth: fakeAuth({ status: 'loading' }) });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });
});

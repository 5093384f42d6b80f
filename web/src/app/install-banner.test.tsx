import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { captureInstallPrompt, clearInstallPrompt } from '../lib/pwa/install-prompt';
import { renderWithProviders } from '../testing/test-utils';
import { InstallBanner } from './install-banner';

captureInstallPrompt();

function offerInstall() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

describe('InstallBanner', () => {
  it('appears when the browser offers installation and installs on request', async () => {
    renderWithProviders(<InstallBanner />);
    expect(screen.queryByRole('region', { name: 'Install Larder' })).not.toBeInTheDocument();
    const event = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Install' }));
    expect(event.prompt).toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Install Larder' })).not.toBeInTheDocument();
  });

  it('Cancel hides it for good', async () => {
    renderWithProviders(<InstallBanner />);
    offerInstall();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Install Larder' })).not.toBeInTheDocument();
    expect(localStorage.getItem('larder.pwa.install-dismissed')).toBe('true');
    act(() => clearInstallPrompt());
  });
});

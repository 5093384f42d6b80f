import { describe, expect, it } from 'vitest';
import { dismissInstall, isInstallDismissed } from './install-prompt';

describe('install banner dismissal', () => {
  it('is remembered for good under larder.pwa.install-dismissed', () => {
    expect(isInstallDismissed()).toBe(false);
    dismissInstall();
    expect(localStorage.getItem('larder.pwa.install-dismissed')).toBe('true');
    expect(isInstallDismissed()).toBe(true);
  });
});

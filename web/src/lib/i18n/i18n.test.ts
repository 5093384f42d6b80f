import { describe, expect, it, vi } from 'vitest';
import { getLocaleLoader, loadLocaleMessages } from './i18n';

describe('locale loading', () => {
  it('has a file for en-US only; other locales fall back to it', () => {
    expect(getLocaleLoader('en-US')).toBeTypeOf('function');
    expect(getLocaleLoader('de-DE')).toBeUndefined();
  });

  it('loads a locale file lazily', async () => {
    const messages = await loadLocaleMessages(getLocaleLoader('en-US'));
    expect(messages).toHaveProperty('common');
  });

  it('logs exactly "Failed locale loading" when a file cannot be loaded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const messages = await loadLocaleMessages(() => Promise.reject(new Error('chunk missing')));
    expect(messages).toBeNull();
    expect(error).toHaveBeenCalledExactlyOnceWith('Failed locale loading');
  });
});

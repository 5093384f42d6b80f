import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/test-utils';
import { filterLocales, LanguageDialog } from './language-dialog';

describe('filterLocales', () => {
  it('matches native names and codes, ignoring case', () => {
    expect(filterLocales('deutsch').map((l) => l.code)).toEqual(['de-DE']);
    expect(filterLocales('FR-').map((l) => l.code)).toEqual(['fr-BE', 'fr-CA', 'fr-FR']);
    expect(filterLocales('  ')).toHaveLength(42);
  });
});

describe('LanguageDialog', () => {
  it('lists every locale and narrows the list as you type', async () => {
    const onSelect = vi.fn();
    renderWithProviders(<LanguageDialog open onClose={() => undefined} onSelect={onSelect} />);
    const list = screen.getByRole('list', { name: 'Languages' });
    expect(within(list).getAllByRole('button')).toHaveLength(42);
    await userEvent.type(screen.getByLabelText('Search languages'), 'norsk');
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    await userEvent.click(within(list).getByRole('button', { name: /Norsk/ }));
    expect(onSelect).toHaveBeenCalledWith('no-NO');
  });
});

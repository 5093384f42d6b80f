import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/test-utils';
import { MergeDialog } from './merge-dialog';

const foods = [
  { id: 'a', name: 'Tomato' },
  { id: 'b', name: 'Tomatoes' },
  { id: 'c', name: 'Onion' },
];

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('MergeDialog', () => {
  it('merges the source into the target after showing what will happen', async () => {
    const onMerge = vi.fn(async () => undefined);
    const onClose = vi.fn();
    renderWithProviders(<MergeDialog kind="foods" open items={foods} onClose={onClose} onMerge={onMerge} />);
    const dialog = screen.getByRole('dialog', { name: 'Combine foods' });
    const confirm = within(dialog).getByRole('button', { name: 'Combine' });
    expect(confirm).toBeDisabled();

    await choose('Food to combine', 'Tomatoes');
    await userEvent.click(screen.getByRole('combobox', { name: 'Combine into' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Tomato', 'Onion']);
    await userEvent.click(screen.getByRole('option', { name: 'Tomato' }));

    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Every use of “Tomatoes” will move to “Tomato”, then “Tomatoes” will be deleted.',
    );
    await userEvent.click(confirm);
    expect(onMerge).toHaveBeenCalledWith({ fromId: 'b', toId: 'a' });
    expect(onClose).toHaveBeenCalled();
  });

  it('stays open when the merge fails', async () => {
    const onMerge = vi.fn(async () => {
      throw new Error('boom');
    });
    const onClose = vi.fn();
    renderWithProviders(<MergeDialog kind="units" open items={foods} initialSourceId="c" onClose={onClose} onMerge={onMerge} />);
    expect(screen.getByRole('combobox', { name: 'Unit to combine' })).toHaveValue('Onion');
    await choose('Combine into', 'Tomato');
    await userEvent.click(screen.getByRole('button', { name: 'Combine' }));
    expect(onMerge).toHaveBeenCalledWith({ fromId: 'c', toId: 'a' });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Combine units' })).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/test-utils';
import { AliasEditor } from './alias-editor';

function Harness({ initial, onChange }: { initial: string[]; onChange: (aliases: string[]) => void }) {
  const [aliases, setAliases] = useState(initial);
  return (
    <AliasEditor
      value={aliases}
      ownNames={['Tomato', 'Tomatoes']}
      onChange={(next) => {
        setAliases(next);
        onChange(next);
      }}
    />
  );
}

const listed = () =>
  within(screen.getByRole('list', { name: 'Aliases' }))
    .queryAllByRole('button', { name: /^Remove alias/ })
    .map((button) => button.getAttribute('aria-label')?.replace('Remove alias ', ''));

describe('AliasEditor', () => {
  it('adds aliases with Enter or the button, dropping blanks, repeats and the own names', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness initial={[]} onChange={onChange} />);
    expect(screen.getByText('No aliases yet')).toBeInTheDocument();
    const input = screen.getByLabelText('New alias');
    await userEvent.type(input, '  Pomodoro {Enter}');
    await userEvent.type(input, 'pomodoro{Enter}');
    await userEvent.type(input, 'tomatoes{Enter}');
    await userEvent.type(input, 'Love apple');
    await userEvent.click(screen.getByRole('button', { name: 'Add alias' }));
    expect(listed()).toEqual(['Pomodoro', 'Love apple']);
    expect(onChange).toHaveBeenLastCalledWith(['Pomodoro', 'Love apple']);
    expect(input).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Add alias' })).toBeDisabled();
  });

  it('removes an alias', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness initial={['Pomodoro', 'Love apple']} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove alias Pomodoro' }));
    expect(listed()).toEqual(['Love apple']);
    expect(onChange).toHaveBeenLastCalledWith(['Love apple']);
  });

  it('does not submit the surrounding form on Enter', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithProviders(
      <form onSubmit={onSubmit}>
        <Harness initial={[]} onChange={vi.fn()} />
      </form>,
    );
    await userEvent.type(screen.getByLabelText('New alias'), 'Pomodoro{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

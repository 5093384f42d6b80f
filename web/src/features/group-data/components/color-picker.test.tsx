import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/test-utils';
import { ColorPicker } from './color-picker';
import { LabelDialog } from './label-dialog';

function Harness({ onChange }: { onChange: (color: string) => void }) {
  const [color, setColor] = useState('#959595');
  return (
    <ColorPicker
      value={color}
      onChange={(next) => {
        setColor(next);
        onChange(next);
      }}
    />
  );
}

describe('ColorPicker', () => {
  it('picks a swatch, marks it pressed, and takes a typed or random colour', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    expect(screen.getByRole('button', { name: '#959595' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: '#4CAF50' }));
    expect(screen.getByLabelText('Colour')).toHaveValue('#4CAF50');
    expect(screen.getByRole('button', { name: '#4CAF50' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.clear(screen.getByLabelText('Colour'));
    await userEvent.type(screen.getByLabelText('Colour'), '#123456');
    expect(onChange).toHaveBeenLastCalledWith('#123456');

    await userEvent.click(screen.getByRole('button', { name: 'Random colour' }));
    expect(onChange.mock.lastCall?.[0]).toMatch(/^#[0-9A-F]{6}$/);
  });
});

describe('LabelDialog', () => {
  it('previews the chip live and submits name and colour', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const onClose = vi.fn();
    renderWithProviders(<LabelDialog open onClose={onClose} onSubmit={onSubmit} />);
    expect(screen.getByRole('dialog', { name: 'Create label' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name'), 'Produce');
    await userEvent.click(screen.getByRole('button', { name: '#F44336' }));
    const preview = screen.getByTestId('label-preview');
    expect(preview).toHaveTextContent('Produce');
    expect(preview).toHaveStyle({ backgroundColor: '#F44336' });

    await userEvent.clear(screen.getByLabelText('Colour'));
    await userEvent.type(screen.getByLabelText('Colour'), 'red');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a colour such as #959595')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: '#2196F3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Produce', color: '#2196F3' });
    expect(onClose).toHaveBeenCalled();
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/test-utils';
import { DebugOpenaiPanel } from './debug-openai-panel';

beforeAll(() => {
  URL.createObjectURL ??= () => 'blob:preview';
  URL.revokeObjectURL ??= () => undefined;
});

describe('DebugOpenaiPanel', () => {
  it('tells the administrator when OpenAI is not configured', () => {
    renderWithProviders(<DebugOpenaiPanel openaiEnabled={false} imageServicesEnabled={false} />);
    expect(screen.getByText(/OpenAI is not configured/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run test' })).toBeEnabled();
  });

  it('previews a chosen image and removes it again', () => {
    const { container } = renderWithProviders(<DebugOpenaiPanel openaiEnabled imageServicesEnabled />);
    expect(screen.queryByText(/OpenAI is not configured/)).not.toBeInTheDocument();
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['png'], 'card.png', { type: 'image/png' })] } });
    expect(screen.getByRole('img', { name: 'Image to send' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.queryByRole('img', { name: 'Image to send' })).not.toBeInTheDocument();
  });
});

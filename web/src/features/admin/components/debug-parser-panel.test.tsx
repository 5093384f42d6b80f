import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/test-utils';
import { DebugParserPanel, SAMPLE_LINES } from './debug-parser-panel';

describe('DebugParserPanel', () => {
  it('offers OpenAI only when it is configured', () => {
    const { unmount } = renderWithProviders(<DebugParserPanel openaiEnabled={false} />);
    expect(screen.getByRole('button', { name: 'OpenAI' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Natural language' })).toHaveAttribute('aria-pressed', 'true');
    unmount();
    renderWithProviders(<DebugParserPanel openaiEnabled />);
    expect(screen.getByRole('button', { name: 'OpenAI' })).toBeEnabled();
  });

  it('lists sample lines and keeps Parse off until a line is typed', () => {
    renderWithProviders(<DebugParserPanel openaiEnabled={false} />);
    const samples = screen.getByRole('group', { name: 'Sample lines' });
    expect(samples.querySelectorAll('[role="button"]')).toHaveLength(SAMPLE_LINES.length);
    expect(screen.getByRole('button', { name: 'Parse' })).toBeDisabled();
  });
});

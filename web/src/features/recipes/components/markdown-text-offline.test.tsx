import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MarkdownText } from './markdown-text';

// The parser's module cannot be loaded (offline, or a build replaced since the page loaded).
vi.mock('../lib/markdown-html', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('MarkdownText without its parser', () => {
  it('shows text with markup as written, paragraph by paragraph', async () => {
    const { container } = render(<MarkdownText text={'Add **salt**\nto taste.\n\n- serve hot'} />);
    expect(await screen.findByText('- serve hot')).toBeInTheDocument();
    expect([...container.querySelectorAll('p')].map((paragraph) => paragraph.innerHTML)).toEqual([
      'Add **salt**<br>to taste.',
      '- serve hot',
    ]);
  });
});

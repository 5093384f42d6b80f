import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFocusAfterPaint } from './use-focus-after-paint';

function Field({ label, autoFocus }: { label: string; autoFocus?: boolean }) {
  const ref = useFocusAfterPaint<HTMLInputElement>(autoFocus);
  return <input ref={ref} aria-label={label} />;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

describe('useFocusAfterPaint', () => {
  it('focuses the field after the frame that paints it, not while React mounts it', async () => {
    render(<Field label="Name" autoFocus />);
    // Mounted and its effects run, but the browser has not painted yet: nothing is focused.
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveFocus();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
  });

  it('leaves the focus where the user put it in the meantime', async () => {
    render(
      <>
        <Field label="Name" autoFocus />
        <Field label="Other" />
      </>,
    );
    screen.getByRole('textbox', { name: 'Other' }).focus();
    await nextFrame();
    await nextFrame();
    expect(screen.getByRole('textbox', { name: 'Other' })).toHaveFocus();
  });

  it('focuses nothing without autoFocus, or once the field is gone', async () => {
    const { unmount } = render(<Field label="Name" autoFocus />);
    unmount();
    render(<Field label="Plain" />);
    await nextFrame();
    await nextFrame();
    expect(document.body).toHaveFocus();
  });
});

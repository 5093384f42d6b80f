import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useBrowserOnly } from './use-browser-only';

/** Renders the hook and records what each render of it answered. */
function renders(): boolean[] {
  const seen: boolean[] = [];
  function Probe() {
    seen.push(useBrowserOnly());
    return null;
  }
  render(<Probe />);
  return seen;
}

describe('useBrowserOnly', () => {
  afterEach(() => document.getElementById('root')?.remove());

  it('is true from the first render of an app rendered afresh', () => {
    expect(renders()).toEqual([true]);
  });

  it('is false while the app takes over the server’s markup, then true in a render of its own', () => {
    // The server's page: its root is inert until the app has it (src/app/app.tsx).
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute('inert', '');
    document.body.append(root);
    expect(renders()).toEqual([false, true]);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

const visibility = (state: DocumentVisibilityState) => vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);

describe('afterFirstPaint', () => {
  afterEach(() => vi.restoreAllMocks());

  it('waits for a frame, then for the task after it', async () => {
    visibility('visible');
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    let done = false;
    const painted = afterFirstPaint().then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(done).toBe(false);
    expect(frames).toHaveLength(1);
    for (const frame of frames) frame(performance.now());
    expect(done).toBe(false);
    await painted;
    expect(done).toBe(true);
  });

  it('resolves at once in a hidden page', async () => {
    visibility('hidden');
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    await afterFirstPaint();
    expect(frame).not.toHaveBeenCalled();
  });

  it('resolves when the page is hidden before its frame', async () => {
    visibility('visible');
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const painted = afterFirstPaint();
    document.dispatchEvent(new Event('visibilitychange'));
    await expect(painted).resolves.toBeUndefined();
  });
});

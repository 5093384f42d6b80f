import { useEffect, useState } from 'react';

// One probe per address for the life of the page, however many components show the picture:
// a picture that is missing (a 404, as for a user without one) is asked for once, not once each.
const probes = new Map<string, Promise<boolean>>();
const answers = new Map<string, boolean>();

function probe(src: string): Promise<boolean> {
  let pending = probes.get(src);
  if (!pending) {
    pending = new Promise<boolean>((resolve) => {
      const image = new Image();
      image.onload = () => resolve(true);
      image.onerror = () => resolve(false);
      image.src = src;
    }).then((available) => {
      answers.set(src, available);
      return available;
    });
    probes.set(src, pending);
  }
  return pending;
}

/** Whether the picture at `src` loads; false until it is known (so a fallback shows meanwhile). */
export function useImageAvailable(src: string): boolean {
  const [available, setAvailable] = useState(() => answers.get(src) === true);
  useEffect(() => {
    let current = true;
    void probe(src).then((answer) => {
      if (current) setAvailable(answer);
    });
    return () => {
      current = false;
    };
  }, [src]);
  return available;
}

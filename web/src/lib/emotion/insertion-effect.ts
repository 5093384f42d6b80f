import * as React from 'react';

// Stand-in for @emotion/use-insertion-effect-with-fallbacks (aliased here by web/emotion-alias.ts,
// in the bundle and in the unit tests).
// Emotion writes a styled component's rules in an insertion effect, so every rule of a page's
// first render is compiled and inserted inside React's commit, one task the browser cannot
// interrupt. Written during render instead (as Emotion does where React has no insertion effect),
// the work falls into the render phase, which React splits into short slices in a transition.
// A rule written for a render React then discards stays in the sheet, as any cached rule does.
export const useInsertionEffectAlwaysWithSyncFallback = <T>(create: () => T): T => create();

// Global styles still need the effect: they remove their rules again on unmount.
export const useInsertionEffectWithLayoutFallback = React.useInsertionEffect;

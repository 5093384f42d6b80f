/** A short beeping tone and a vibration when a cooking timer ends; silent where unsupported. */
export function playTimerAlarm(): void {
  navigator.vibrate?.([300, 150, 300, 150, 300]);
  const AudioContextClass = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!AudioContextClass) return;
  try {
    const context = new AudioContextClass();
    for (let beep = 0; beep < 3; beep++) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = 880;
      gain.gain.value = 0.2;
      oscillator.connect(gain).connect(context.destination);
      const at = context.currentTime + beep * 0.5;
      oscillator.start(at);
      oscillator.stop(at + 0.3);
    }
    setTimeout(() => void context.close(), 2000);
  } catch {
    // Autoplay policies can refuse audio; the vibration and the on-screen state remain.
  }
}

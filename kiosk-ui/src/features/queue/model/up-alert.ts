// The phone's "You're up" alarm: a chime through Web Audio and a vibration where the browser
// allows. Browsers start audio only after a tap, so the join tap unlocks the audio context
// once and the alarm reuses it when the push arrives, perhaps many minutes later.

let audio: AudioContext | null = null;

/** Called from the join tap: makes (or resumes) the audio context while the gesture counts. */
export function unlockUpAlert(): void {
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume();
  } catch {
    audio = null; // no Web Audio: the alarm vibrates and shows only
  }
}

/** Three rising tones, short enough not to startle. */
function chime(ctx: AudioContext): void {
  const start = ctx.currentTime + 0.05;
  [660, 880, 1100].forEach((hz, i) => {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'sine';
    osc.frequency.value = hz;
    const at = start + i * 0.22;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.2);
    osc.connect(gain).connect(ctx.destination);
    osc.start(at);
    osc.stop(at + 0.21);
  });
}

/** Plays the chime and vibrates, each only where the browser allows. */
export function soundUpAlert(): void {
  if (audio) {
    if (audio.state === 'suspended') void audio.resume();
    chime(audio);
  }
  // navigator.vibrate is absent on iOS Safari and desktop browsers
  if (typeof navigator.vibrate === 'function') navigator.vibrate([400, 150, 400, 150, 800]);
}

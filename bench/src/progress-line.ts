/** Logs a step's progress at every tenth, with its rate, so a long step shows it is moving. */
export function progress(log: (l: string) => void, label: string, total: number): () => void {
  const t0 = performance.now();
  let done = 0;
  let shown = 0;
  return () => {
    done++;
    if (done * 10 < (shown + 1) * total && done !== total) return;
    shown = Math.floor((done * 10) / total);
    const rate = (done * 1000) / (performance.now() - t0);
    log(`${label}: ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')} (${Math.round(rate)}/s)`);
  };
}

// The charts on screen, by name, as PNG data URLs: the PDF export draws them as they are shown.

const sources = new Map<string, () => string>();

/** A chart on screen offers its picture under `name`; returns the withdrawal. */
export function offerChartImage(name: string, image: () => string): () => void {
  sources.set(name, image);
  return () => {
    if (sources.get(name) === image) sources.delete(name);
  };
}

/** The picture of the chart called `name`, or null when it is not on screen. */
export function chartImage(name: string): string | null {
  return sources.get(name)?.() ?? null;
}

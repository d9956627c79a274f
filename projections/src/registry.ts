import type { Projection } from './runtime/projection.ts';

/** Every read model the product runs. Domain issues add theirs here. */
export const ALL_PROJECTIONS: readonly Projection[] = [];

export function projectionByName(name: string, all: readonly Projection[] = ALL_PROJECTIONS): Projection | undefined {
  return all.find((p) => p.name === name);
}

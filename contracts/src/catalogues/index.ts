// The fixed lists both sides read.
export * from './game-catalogues.ts';

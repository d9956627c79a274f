// The fixed lists both sides read.
export * from './alert-catalogues.ts';

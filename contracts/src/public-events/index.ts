// The public event catalogue: what integrators receive, and how internal events map to it.
export * from './public-event-mapping.ts';
export * from './public-event-schemas.ts';
export * from './render-docs.ts';

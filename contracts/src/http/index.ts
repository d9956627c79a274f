// The HTTP API under `/api/v1`, by URL area: each call's request schemas and reply data.
export * from './games/index.ts';

// `/lab-api/v1/…`: the read API a lab's API key opens.
export * from './lab-api.ts';

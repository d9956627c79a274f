import { defineConfig } from 'vite';

// The bridge as one self-contained Node file (`dist/pod-bridge.mjs`): what a station runs.
// Bundling everything keeps its memory low: no TypeScript loader, only the code it uses.
export default defineConfig({
  build: {
    ssr: 'src/main.ts',
    outDir: 'dist',
    target: 'node20',
    minify: false,
    sourcemap: true,
    emptyOutDir: true,
    rollupOptions: { output: { entryFileNames: 'pod-bridge.mjs', format: 'es' } },
  },
  ssr: { noExternal: true, target: 'node' },
});

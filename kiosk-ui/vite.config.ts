import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Services serve this build at `/` and the kiosk routes (one origin).
export default defineConfig({
  base: '/',
  plugins: [react()],
  server: {
    // `npm start` runs services on :8080; proxying keeps the dev server on the same origin as production
    proxy: { '/api': { target: 'http://localhost:8080', ws: true } },
  },
});

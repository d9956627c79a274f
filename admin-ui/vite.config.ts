import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Services serve this build for /admin/*, /superadmin/* and /common/* (one origin);
// the base keeps its assets under /admin/assets/, clear of the kiosk's.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  server: {
    // `npm start` runs services on :8080; proxying keeps the dev server on the same origin as production
    proxy: { '/api': { target: 'http://localhost:8080', ws: true } },
  },
});

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = 'http://localhost:3000';

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  server: {
    port: 5173,
    // In mock mode MSW answers in the browser; otherwise the API runs beside us.
    proxy: mode === 'mock' ? undefined : { '/trpc': api, '/api': api, '/public': api, '/healthz': api },
  },
  build: { outDir: 'dist', sourcemap: false, target: 'es2022' },
}));

import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';

/** The repository root, where the server reads its `.env` too. */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const HERE = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig(({ mode }) => {
  // The environment wins over the root .env file, as for the server.
  const env = { ...loadEnv(mode, ROOT, ''), ...process.env };
  // The API this dev server forwards to: API_URL, else the server's own PORT on this machine.
  const api = env.API_URL || `http://localhost:${env.PORT || 3000}`;
  return {
    plugins: [react()],
    server: {
      port: Number(env.WEB_PORT || 5173),
      // In mock mode MSW answers in the browser; otherwise the API runs beside us.
      proxy:
        mode === 'mock'
          ? undefined
          : {
              '/trpc': api,
              '/api': api,
              '/public': api,
              '/healthz': api,
              '/robots.txt': api,
              '/sitemap.xml': api,
              '/manifest.webmanifest': api,
            },
    },
    build: {
      outDir: 'dist',
      sourcemap: false,
      target: 'es2022',
      // landing.html: a first load of the landing page, without the app (the server sends it for / and /{lang})
      rolldownOptions: { input: { index: resolve(HERE, 'index.html'), landing: resolve(HERE, 'landing.html') } },
    },
  };
});

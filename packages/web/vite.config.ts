import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { firstLoadPlugin } from './firstLoadPlugin.ts';

/** The server (npm start) listens on 8080; in `vite` dev and preview every server path goes there. */
const SERVER = process.env.AIRSIGHT_SERVER_URL ?? 'http://localhost:8080';
const proxied: ProxyOptions = { target: SERVER, changeOrigin: false, xfwd: true };
const proxy: Record<string, ProxyOptions> = {
  '^/(v1|api|scadaapi|auth|oidc|docs)(/|$)': proxied,
  '^/healthz$': proxied,
};

export default defineConfig({
  plugins: [react(), firstLoadPlugin()],
  build: {
    // WEB_DIST (the server's setting) may name another folder, e.g. to test a build beside another one.
    outDir: process.env.WEB_DIST ?? 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The framework every screen needs, in one long-cached chunk. MUI is left to the automatic
            // splitting so that components used by lazy screens only stay out of the initial load; so
            // are TanStack Table and Virtual, which only the table screens use (in the framework chunk
            // they were most of Lighthouse's "unused JavaScript" on Login and HomeConsumer).
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](react-query|query-core)|i18next|react-i18next)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, strictPort: false, proxy },
  preview: { port: 4173, proxy },
});

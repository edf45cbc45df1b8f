import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  // package.json "imports" (#app/…, #server/…) are resolved by Vite natively.
  build: {
    sourcemap: false,
    // The server build's input is the whole server (it imports React Router's server build), so
    // Express and the pages share one bundle: docs/decisions/0070-compiled-server.md.
    ...(isSsrBuild ? { rollupOptions: { input: "./server/entry.ts" } } : {}),
  },
}));

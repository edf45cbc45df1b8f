import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // package.json "imports" (#app/…, #server/…) are resolved by Vite natively.
  build: { sourcemap: false },
});

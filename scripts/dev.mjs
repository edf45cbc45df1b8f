// `npm run dev`: the server with Vite in middleware mode. Vite loads the server's own modules too
// (server/entry.ts), so they exist once, as in the compiled server, and import.meta.glob works;
// pages reload from source on every request, while /api stays this process's.
import { createServer } from "vite";

const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
const { main } = await vite.ssrLoadModule("/server/entry.ts");
await main({
  build: () => vite.ssrLoadModule("virtual:react-router/server-build"),
  devMiddleware: vite.middlewares,
});

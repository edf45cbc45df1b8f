// Baseline: the cheapest possible Node HTTP server, measured in the same run as the product.
import { createServer } from "node:http";

const port = Number(process.argv[2] ?? 0);
createServer((_req, res) => {
  res.writeHead(200, { "content-type": "text/plain" });
  res.end("hello");
}).listen(port, "127.0.0.1", () => console.log("listening"));

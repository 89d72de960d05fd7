// The yardstick: a bare Fastify route on this machine, in its own process like the real server.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/bare", async () => ({ status: "ok" }));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
process.send?.("ready");

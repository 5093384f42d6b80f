// The reference point of the HTTP benchmarks: a bare Fastify route answering {ok:true}.
// Usage: node bench/bare-server.mjs <port>
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/ok', async () => ({ ok: true }));
await app.listen({ port: Number(process.argv[2] ?? 9399), host: '127.0.0.1' });
process.send?.('ready');

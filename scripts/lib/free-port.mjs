// One way to find a port for a server a test or the bench starts on 127.0.0.1.
import net from 'node:net';

// Linux hands out 32768–60999 to outgoing connections. A port found free in that range (listen on
// 0, close) can be taken by any client socket of a neighbouring test before the server listens on
// it: seen when the SQLite and PostgreSQL stages ran side by side (EADDRINUSE on a metrics port).
// Below it, only another server picking the same random port in the same instant can collide.
const LOWEST = 20000;
const HIGHEST = 32000;

/** Resolves true when a server could listen on the port right now (and has let it go again). */
function canListen(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port nothing listens on right now, outside the range the kernel gives outgoing connections. */
export async function freePort() {
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = LOWEST + Math.floor(Math.random() * (HIGHEST - LOWEST));
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port between ${LOWEST} and ${HIGHEST} on 127.0.0.1`);
}

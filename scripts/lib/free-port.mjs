// One way to find a port for a server a test or the bench starts on 127.0.0.1.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// Linux hands out 32768–60999 to outgoing connections. A port found free in that range (listen on
// 0, close) can be taken by any client socket of a neighbouring test before the server listens on
// it: seen when the SQLite and PostgreSQL stages ran side by side (EADDRINUSE on a metrics port).
// Below it, only another server picking the same random port in the same instant can collide.
const LOWEST = 20000;
const HIGHEST = 32000;

// A port is free when it is chosen, but its server may listen only many seconds later (the
// deployment test starts two CMS and two web processes before nginx binds its ports). Meanwhile
// a test in another process (the SQLite and PostgreSQL stages run side by side) could choose the
// same port: seen as nginx's "bind() … Address already in use". So each chosen port is claimed
// by a file in a folder every process of this machine shares, and no process chooses a port
// another claimed less than CLAIM_MS ago.
const CLAIMS = path.join(os.tmpdir(), 'dharma-ports');
const CLAIM_MS = 15 * 60_000;

/**
 * Claims the port for this process; false when another process claimed it recently.
 * @param {number} port
 */
function claim(port) {
  const file = path.join(CLAIMS, String(port));
  try {
    fs.mkdirSync(CLAIMS, { recursive: true });
    fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
    return true;
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error)?.code !== 'EEXIST') return true; // no shared folder: the listen check alone decides
  }
  try {
    if (Date.now() - fs.statSync(file).mtimeMs < CLAIM_MS) return false;
    fs.writeFileSync(file, String(process.pid));
    return true;
  } catch {
    return false;
  }
}

/**
 * Resolves true when a server could listen on the port right now (and has let it go again).
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function canListen(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A port nothing listens on right now and no process of this machine chose in the last 15
 * minutes, outside the range the kernel gives outgoing connections.
 * @returns {Promise<number>}
 */
export async function freePort() {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = LOWEST + Math.floor(Math.random() * (HIGHEST - LOWEST));
    if (claim(port) && (await canListen(port))) return port;
  }
  throw new Error(`no free port between ${LOWEST} and ${HIGHEST} on 127.0.0.1`);
}

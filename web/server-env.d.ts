// Types for web's production server (web/server.mjs, checked JavaScript): the three small
// Connect-era packages it uses that ship none, as far as the server calls them, and what the
// server keeps on each response while answering it.

declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  import type { BrotliOptions } from 'node:zlib';
  function compression(options?: {
    brotli?: BrotliOptions;
  }): (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
  export default compression;
}

declare module 'negotiator' {
  import type { IncomingMessage } from 'node:http';
  class Negotiator {
    constructor(request: IncomingMessage);
    /** The best of `available` the request's Accept-Encoding takes; undefined when none. */
    encoding(available: string[], options?: { preferred?: string[] }): string | undefined;
  }
  export default Negotiator;
}

declare module 'proxy-addr' {
  import type { IncomingMessage } from 'node:http';
  /** The client's address, believing X-Forwarded-For as far as `trust` says (`i` counts from the connection). */
  function proxyAddr(req: IncomingMessage, trust: (address: string, i: number) => boolean): string;
  export default proxyAddr;
}

declare module 'http' {
  interface ServerResponse {
    /** Set by web/server.mjs the moment a request arrives, read until its line is logged. */
    locals: {
      /** The learner's address (clientAddressOf). */
      client: string;
      /** The CSP nonce the page's scripts carry. */
      nonce?: string;
      /** The matched route, as metrics and slow lines name it. */
      route?: string;
    };
  }
}

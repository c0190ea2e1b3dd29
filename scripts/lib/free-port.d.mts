/** A port nothing listens on right now, outside the range the kernel gives outgoing connections. */
export function freePort(): Promise<number>;

// Web's log: pino, one line per event. JSON in production (journald or a log store reads it field
// by field), pretty for a person at a terminal (LOG_FORMAT). The keys match the CMS's lines
// (level, timestamp, service, message, request_id), so both logs are read the same way.
import pino from 'pino';
import opsConfig from '@dharma/config/platform/ops';

const { currentRequestId } = opsConfig;

/** @param {'json' | 'pretty'} format */
export async function createLogger(format) {
  /** @type {import('pino').LoggerOptions} */
  const options = {
    base: { service: 'web', pid: process.pid },
    messageKey: 'message',
    timestamp: () => `,"timestamp":"${new Date().toISOString()}"`,
    formatters: { level: (label) => ({ level: label }) },
    // Whatever is logged while a request is answered (an error, a warning) carries its id.
    mixin: () => {
      const id = currentRequestId();
      return id ? { request_id: id } : {};
    },
  };
  if (format === 'pretty') {
    // Loaded only when asked for: production never runs it.
    const { default: pretty } = await import('pino-pretty');
    return pino(
      options,
      // A request's method, path, status and time are its message already.
      pretty({
        messageKey: 'message',
        timestampKey: 'timestamp',
        ignore: 'pid,service,method,path,status,ms',
        singleLine: true,
        sync: true,
      }),
    );
  }
  // Written off the request's path (a write does not wait for the pipe); pino flushes what is
  // left when the process exits.
  return pino(options, pino.destination({ dest: 1, sync: false }));
}

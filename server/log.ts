/** One line per event on stdout/stderr: `level message {details}`. */
export interface Log {
  info(message: string, details?: Record<string, unknown>): void;
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

const line = (level: string, message: string, details?: Record<string, unknown>) =>
  `${new Date().toISOString()} ${level} ${message}${details ? ` ${JSON.stringify(details)}` : ''}`;

export const consoleLog: Log = {
  info: (message, details) => console.log(line('info', message, details)),
  warn: (message, details) => console.warn(line('warn', message, details)),
  error: (message, details) => console.error(line('error', message, details)),
};

/** For tests: keeps what was logged so a test can find a 5xx's ref in it. */
export function memoryLog(): Log & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (message, details) => lines.push(line('info', message, details)),
    warn: (message, details) => lines.push(line('warn', message, details)),
    error: (message, details) => lines.push(line('error', message, details)),
  };
}

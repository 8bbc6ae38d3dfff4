/** Where a command writes: the terminal, or a test's buffers. */
export interface Io {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
}

export const defaultIo: Io = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
};

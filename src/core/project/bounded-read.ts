/**
 * Reading the files wflint reads besides documents (configs, `package.json`, `.gitignore`, the
 * baseline, the cache): each must be a regular file (never a FIFO, a device such as `/dev/zero`,
 * or a directory), opened without blocking, read up to a size limit whatever its size said.
 */
import fs from 'node:fs';

/** Largest config, `.gitignore`, `package.json` or baseline file read. */
export const MAX_SMALL_BYTES = 1024 * 1024;

export interface ReadProblem {
  /** Why it cannot be read, naming no byte of it. */
  problem: string;
}

/** The bytes of a regular file of at most `limit` bytes; `undefined` when there is none (or it is a directory). */
export function readBounded(file: string, limit: number): Buffer | ReadProblem | undefined {
  let fd: number;
  try {
    fd = fs.openSync(file, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'ELOOP') return code === 'ELOOP' ? { problem: 'a symbolic link loop' } : undefined;
    return { problem: code === 'EACCES' || code === 'EPERM' ? 'not readable (permission denied)' : `not readable (${code ?? 'error'})` };
  }
  try {
    const st = fs.fstatSync(fd);
    if (st.isDirectory()) return undefined;
    if (!st.isFile()) return { problem: 'not a regular file' };
    if (st.size > limit) return { problem: `${st.size} bytes, over the ${limit}-byte limit` };
    const buf = Buffer.alloc(Math.min(limit + 1, st.size + 1));
    let n = 0;
    for (let got = -1; got !== 0 && n < buf.length; n += got) got = fs.readSync(fd, buf, n, buf.length - n, null);
    if (n > limit) return { problem: `over the ${limit}-byte limit` };
    return buf.subarray(0, n);
  } catch (error) {
    return { problem: `not readable (${(error as NodeJS.ErrnoException).code ?? 'error'})` };
  } finally {
    fs.closeSync(fd);
  }
}

/** `readBounded` as UTF-8 text. */
export function readSmall(file: string, limit = MAX_SMALL_BYTES): string | ReadProblem | undefined {
  const bytes = readBounded(file, limit);
  return Buffer.isBuffer(bytes) ? bytes.toString('utf8') : bytes;
}

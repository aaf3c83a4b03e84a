/**
 * The lines of a log file, plain or gzip-compressed (as Logpush writes its files, and logrotate
 * nginx's old logs), for npm run report (tools/events/report.ts).
 *
 * Millions of lines are read in large chunks and handed over as offsets into a chunk: no string is
 * made per line unless the reader of the line needs one. A file is gzip when it starts with gzip's
 * magic bytes, whatever its name.
 */
import { open, type FileHandle } from 'node:fs/promises';
import { pipeline } from 'node:stream';
import { TextDecoder } from 'node:util';
import { createGunzip } from 'node:zlib';

/** A chunk read or unzipped at a time: some 35,000 lines of nginx's log, so the work per chunk is nothing beside the lines'. */
export const CHUNK_BYTES = 4 << 20;
/**
 * The longest line kept whole. An event line is short (a body is at most 1 KB), a Logpush record a
 * few hundred KB at most; a file that is no log at all (a binary, a whole export without newlines)
 * must not grow one string past what V8 can hold.
 */
export const MAX_LINE_CHARS = 16 << 20;

/**
 * One line: `text.slice(start, end)`, without its newline; `number` counts from 1. A line longer than
 * MAX_LINE_CHARS is given as `text` '' with `tooLong`.
 */
export type LineReader = (text: string, start: number, end: number, number: number, tooLong?: boolean) => void;

const GZIP_MAGIC = [0x1f, 0x8b];

/**
 * A plain file's bytes, a chunk at a time into one buffer: a stream's new buffer for every chunk
 * costs more than the reading itself (fresh memory the system has to hand over each time).
 */
async function* plainChunks(handle: FileHandle): AsyncGenerator<Buffer> {
  const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
  for (let position = 0; ;) {
    const { bytesRead } = await handle.read(buffer, 0, CHUNK_BYTES, position);
    if (bytesRead === 0) return;
    position += bytesRead;
    yield buffer.subarray(0, bytesRead);
  }
}

/** A gzip file's bytes, unzipped as they are read. */
function unzippedChunks(handle: FileHandle): AsyncIterable<Buffer> {
  const raw = handle.createReadStream({ start: 0, highWaterMark: CHUNK_BYTES, autoClose: false });
  // pipeline passes an error of the file on to the unzipping stream, whose reading then rejects with it.
  return pipeline(raw, createGunzip({ chunkSize: CHUNK_BYTES }), () => {});
}

/** Reads `file` line by line; rejects with Node's error when it cannot be read or unzipped. */
export async function forEachLine(file: string, read: LineReader): Promise<void> {
  const handle = await open(file);
  try {
    const { bytesRead, buffer } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    const gzip = bytesRead === 2 && buffer[0] === GZIP_MAGIC[0] && buffer[1] === GZIP_MAGIC[1];
    await readLines(gzip ? unzippedChunks(handle) : plainChunks(handle), read);
  } finally {
    await handle.close();
  }
}

async function readLines(chunks: AsyncIterable<Buffer>, read: LineReader): Promise<void> {
  // TextDecoder keeps a character split between two chunks for the next one, as setEncoding('utf8')
  // would, and is four times faster than the StringDecoder behind that.
  const decoder = new TextDecoder('utf-8');
  /** The start of the current line, from the chunks before. */
  let carry = '';
  /** Whether the current line is longer than MAX_LINE_CHARS: its text is let go until its end. */
  let tooLong = false;
  let number = 0;
  for await (const bytes of chunks) {
    const chunk = decoder.decode(bytes, { stream: true });
    let end = chunk.indexOf('\n');
    if (end < 0) {
      tooLong ||= carry.length + chunk.length > MAX_LINE_CHARS;
      carry = tooLong ? '' : carry + chunk;
      continue;
    }
    if (tooLong || carry.length + end > MAX_LINE_CHARS) read('', 0, 0, ++number, true);
    else if (carry === '') read(chunk, 0, end, ++number);
    else {
      const line = carry + chunk.slice(0, end);
      read(line, 0, line.length, ++number);
    }
    tooLong = false;
    let start = end + 1;
    end = chunk.indexOf('\n', start);
    while (end >= 0) {
      read(chunk, start, end, ++number);
      start = end + 1;
      end = chunk.indexOf('\n', start);
    }
    carry = chunk.slice(start);
  }
  const last = carry + decoder.decode();
  if (tooLong) read('', 0, 0, number + 1, true);
  else if (last !== '') read(last, 0, last.length, number + 1);
}

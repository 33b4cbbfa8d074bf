import { sql, type SQL } from 'drizzle-orm';
import type { Changes } from '../../db/changes.js';
import type { Database } from '../../db/database.js';
import { sqlRows } from '../../db/sql-rows.js';
import { SiteMatchIndex, type MatchRecord } from './site-match-index.js';
import { SitePassageVectors, type PassageVector } from './site-passage-vectors.js';

/** Records read per statement while a site loads. */
const LOAD_BATCH = 5000;
/** Passages read per statement while a site's passage vectors load. */
const PASSAGE_BATCH = 20_000;
/**
 * How far back each update looks again: a writer on another connection (PostgreSQL server mode) may commit a
 * change after a later-numbered one was already read. For changes.settleMs after a change (30 s with a server,
 * none with PGlite, whose one backend runs no statement of ours inside another connection's transaction), the
 * last revisions are read again.
 */
const REVISION_OVERLAP = 1000;

interface RecordRow {
  asset_id: number;
  revision: number | string;
  title: string;
  words: string[];
  title_words: string[];
  facets: string[];
  published_date: Date | string | null;
  created: Date | string;
  modified: Date | string;
  is_private: boolean;
}

const RECORD_COLUMNS = sql`d.asset_id, d.revision, d.title, tsvector_to_array(d.tsv) as words,
  tsvector_to_array(to_tsvector('public.portal_en', d.title)) as title_words, d.facets, d.published_date, d.created,
  d.modified, d.is_private`;

/**
 * The match indexes of the sites this API instance has searched (site-match-index.ts), kept up to date from
 * the database: before each use, search_revision_seq is read (db/changes.ts: once per request, which passes
 * it on); when it moved, the records changed or removed since the revision already applied are read and
 * applied. Any writer is seen (the ingest worker, the import CLI, another instance), because a trigger numbers
 * every change (drizzle/0008_search_revisions.sql).
 * A site is loaded on its first search (about 15 s per 100,000 documents on the 2-core machine; `preload`
 * starts every site's load when the server starts).
 */
export class MatchIndexes {
  private sites = new Map<number, Promise<SiteMatchIndex>>();
  /** The sequence value up to which changes are applied (-1: never read). */
  private applied = -1;
  private settleUntil = 0;
  private updating: Promise<void> = Promise.resolve();

  /** Each loaded site's passage vectors, when they are held here (see constructor). */
  private vectors = new Map<number, SitePassageVectors>();

  /**
   * `passages`: the embedding provider whose passage vectors are held in memory beside each site's records
   * (site-passage-vectors.ts), for a database without pgvector; semantic search then scores them here.
   */
  constructor(
    private readonly db: Database,
    private readonly changes: Changes,
    private readonly passages?: { providerId: string; dimension: number },
  ) {}

  /**
   * The site's passage vectors with its match index (forSite), both up to date with the same revision; null when the
   * vectors are not held here.
   */
  async passageVectors(
    siteId: number,
    revision?: number,
  ): Promise<{ index: SiteMatchIndex; vectors: SitePassageVectors } | null> {
    if (!this.passages) return null;
    const index = await this.forSite(siteId, revision);
    const vectors = this.vectors.get(siteId);
    return vectors ? { index, vectors } : null;
  }

  /**
   * The site's match index, up to date with every change committed before the call, or before `revision` was
   * read (db/changes.ts: a request reads the sequence once and passes it on).
   */
  async forSite(siteId: number, revision?: number): Promise<SiteMatchIndex> {
    await this.update(revision);
    let index = this.sites.get(siteId);
    if (!index) {
      index = this.load(siteId);
      this.sites.set(siteId, index);
      index.catch(() => this.sites.delete(siteId));
    }
    return index;
  }

  /** Starts loading every site with search records (the server calls this once it listens). */
  async preload(): Promise<void> {
    const rows = await sqlRows<{ site_id: number }>(
      this.db,
      sql`select distinct deployment_index_id as site_id from search_documents`,
    );
    for (const row of rows) await this.forSite(row.site_id);
  }

  private update(revision: number | undefined): Promise<void> {
    // Updates run one after the other; one that finds its revision applied (and settled) costs nothing.
    const next = this.updating.then(() => this.applyChanges(revision));
    this.updating = next.catch(() => undefined);
    return next;
  }

  private async applyChanges(revision: number | undefined): Promise<void> {
    // A revision read by a request before changes another one applied is covered by them.
    if (
      revision !== undefined &&
      (revision < this.applied || (revision === this.applied && Date.now() > this.settleUntil))
    )
      return;
    const last = revision ?? (await this.changes.read());
    if (last < this.applied) {
      // The database went back (restored or recreated): start again.
      this.sites.clear();
      this.vectors.clear();
    }
    if (this.sites.size === 0 || last < this.applied) {
      this.applied = last;
      return;
    }
    if (last === this.applied && Date.now() > this.settleUntil) return;
    if (last !== this.applied) this.settleUntil = Date.now() + this.changes.settleMs;
    const since = Math.max(0, this.applied - REVISION_OVERLAP);
    const loaded = new Map<number, SiteMatchIndex>();
    for (const [siteId, index] of this.sites) loaded.set(siteId, await index);
    const siteIds = [...loaded.keys()];

    const changed = await sqlRows<{ asset_id: number; site_id: number; revision: number | string }>(
      this.db,
      sql`select asset_id, deployment_index_id as site_id, revision from search_documents
          where revision > ${since} and deployment_index_id in ${siteIds}`,
    );
    const present = new Set(changed.map((row) => row.asset_id));
    const stale = changed
      .filter((row) => Number(row.revision) > (loaded.get(row.site_id)?.revisionOfAsset(row.asset_id) ?? 0))
      .map((row) => row.asset_id);
    for (let start = 0; start < stale.length; start += LOAD_BATCH) {
      const rows = await sqlRows<RecordRow & { site_id: number }>(
        this.db,
        sql`select d.deployment_index_id as site_id, ${RECORD_COLUMNS} from search_documents d where d.asset_id in ${stale.slice(start, start + LOAD_BATCH)}`,
      );
      for (const row of rows) loaded.get(row.site_id)?.put(recordOf(row));
    }
    // The changed records' passages, held again (their vectors change with their record's revision).
    const siteOf = new Map(changed.map((row) => [row.asset_id, row.site_id]));
    for (let start = 0; this.passages && start < stale.length; start += LOAD_BATCH) {
      const batch = stale.slice(start, start + LOAD_BATCH);
      const { byAsset: passages } = await this.readPassages(sql`c.asset_id in ${batch}`);
      for (const assetId of batch)
        this.vectors.get(siteOf.get(assetId) ?? -1)?.put(assetId, passages.get(assetId) ?? []);
    }

    const removals = await sqlRows<{ asset_id: number; site_id: number; revision: number | string }>(
      this.db,
      sql`select asset_id, deployment_index_id as site_id, max(revision) as revision from search_document_removals
          where revision > ${since} and deployment_index_id in ${siteIds} group by asset_id, deployment_index_id`,
    );
    for (const removal of removals) {
      const index = loaded.get(removal.site_id);
      if (!index || present.has(removal.asset_id)) continue;
      if (Number(removal.revision) > index.revisionOfAsset(removal.asset_id) && index.hasAsset(removal.asset_id))
        index.remove(removal.asset_id);
      this.vectors.get(removal.site_id)?.remove(removal.asset_id);
    }
    this.applied = last;
  }

  private async load(siteId: number): Promise<SiteMatchIndex> {
    const index = new SiteMatchIndex();
    for (let after = 0; ;) {
      const rows = await sqlRows<RecordRow>(
        this.db,
        sql`select ${RECORD_COLUMNS} from search_documents d
            where d.deployment_index_id = ${siteId} and d.asset_id > ${after} order by d.asset_id limit ${LOAD_BATCH}`,
      );
      for (const row of rows) index.put(recordOf(row));
      if (rows.length < LOAD_BATCH) break;
      after = (rows[rows.length - 1] as RecordRow).asset_id;
    }
    if (this.passages) {
      // Packed as they are read, in batches (an asset's passages may span two: `add`), into arrays made to the
      // site's count at once: at most one batch is held unpacked.
      const vectors = new SitePassageVectors(this.passages.dimension);
      const [counted] = await sqlRows<{ count: number }>(
        this.db,
        sql`select count(*)::int as count from search_chunks c
            where c.provider_id = ${this.passages.providerId} and c.deployment_index_id = ${siteId}`,
      );
      vectors.reserveMore(counted?.count ?? 0);
      for (let after = 0; ;) {
        const condition = sql`c.deployment_index_id = ${siteId} and c.chunk_id > ${after}`;
        const { byAsset, lastChunkId, count } = await this.readPassages(condition, PASSAGE_BATCH);
        for (const [assetId, passages] of byAsset) vectors.add(assetId, passages);
        if (count < PASSAGE_BATCH) break;
        after = lastChunkId;
      }
      vectors.organiseWhenLarge();
      this.vectors.set(siteId, vectors);
    }
    return index;
  }

  /** The passages (provider's vectors) matching the condition on search_chunks c, by asset, in chunk order. */
  private async readPassages(
    condition: SQL,
    limit?: number,
  ): Promise<{ byAsset: Map<number, PassageVector[]>; lastChunkId: number; count: number }> {
    // array_send: the array in PostgreSQL's binary form (a bytea: a Buffer from pg, a Uint8Array from PGlite), read without parsing a decimal per number.
    const rows = await sqlRows<{ asset_id: number; chunk_id: number; bytes: Uint8Array }>(
      this.db,
      sql`select c.asset_id, c.chunk_id, array_send(c.embedding) as bytes from search_chunks c
          where c.provider_id = ${this.passages!.providerId} and ${condition} order by c.chunk_id
          ${limit === undefined ? sql`` : sql`limit ${limit}`}`,
    );
    const byAsset = new Map<number, PassageVector[]>();
    for (const row of rows) {
      const passages = byAsset.get(row.asset_id) ?? [];
      byAsset.set(row.asset_id, passages);
      passages.push({ chunkId: row.chunk_id, embedding: floatArrayOf(row.bytes) });
    }
    return { byAsset, lastChunkId: rows.at(-1)?.chunk_id ?? 0, count: rows.length };
  }
}

function recordOf(row: RecordRow): MatchRecord {
  const time = (value: Date | string) => new Date(value).getTime();
  return {
    assetId: row.asset_id,
    revision: Number(row.revision),
    title: row.title,
    words: row.words,
    titleWords: row.title_words,
    facets: row.facets,
    publishedDate: row.published_date === null ? null : time(row.published_date),
    created: time(row.created),
    modified: time(row.modified),
    isPrivate: row.is_private,
  };
}

/**
 * A one-dimensional real[] in PostgreSQL's binary array form (array_send): dimensions, a null flag, the
 * element type, then per dimension its length and lower bound, then per element its byte length (4, or -1
 * for a null) and the float, big-endian.
 */
export function floatArrayOf(bytes: Uint8Array): Float32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const dimensions = view.getInt32(0);
  if (dimensions === 0) return new Float32Array(0);
  if (dimensions !== 1) throw new Error(`A passage vector has ${dimensions} dimensions`);
  const length = view.getInt32(12);
  const values = new Float32Array(length);
  let offset = 20;
  for (let index = 0; index < length; index += 1) {
    const size = view.getInt32(offset);
    offset += 4;
    if (size === 4) {
      values[index] = view.getFloat32(offset);
      offset += 4;
    } else if (size !== -1) throw new Error(`A passage vector has an element of ${size} bytes`);
  }
  return values;
}

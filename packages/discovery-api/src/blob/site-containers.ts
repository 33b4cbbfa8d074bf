import type { BlobServiceClient, ContainerClient } from '@azure/storage-blob';
import type { FastifyInstance } from 'fastify';
import type { DeploymentIndex } from '../db/schema/index.js';

/** Azure's rule: 3–63 lowercase letters, digits and single hyphens, starting and ending with a letter or digit. */
const CONTAINER_NAME = /^(?=.{3,63}$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const isContainerName = (name: string) => CONTAINER_NAME.test(name);

export interface SiteContainers {
  /** The site's files (deployment_indexes.container_name). */
  main: ContainerClient;
  /** Their preview images (deployment_indexes.preview_container_name). */
  preview: ContainerClient;
}

// Per blob service (one per app), the containers known to exist. A promise is kept so concurrent first
// calls create a container once; a failed creation is forgotten so the next call tries again.
const created = new WeakMap<BlobServiceClient, Map<string, Promise<unknown>>>();

function ensureContainer(blobs: BlobServiceClient, name: string): Promise<unknown> {
  if (!isContainerName(name)) {
    throw new Error(
      `"${name}" is not a valid blob container name (3–63 lowercase letters, digits and single hyphens).`,
    );
  }
  let known = created.get(blobs);
  if (!known) created.set(blobs, (known = new Map()));
  let creation = known.get(name);
  if (!creation) {
    creation = blobs.getContainerClient(name).createIfNotExists();
    known.set(name, creation);
    creation.catch(() => known.delete(name));
  }
  return creation;
}

/**
 * A site's main and preview containers, created (private, no public access) the first time this process
 * needs them; later calls cost nothing. Sites copied with duplicateIndex share their source's containers.
 */
export async function siteContainers(
  app: FastifyInstance,
  site: Pick<DeploymentIndex, 'containerName' | 'previewContainerName'>,
): Promise<SiteContainers> {
  await Promise.all([
    ensureContainer(app.blobs, site.containerName),
    ensureContainer(app.blobs, site.previewContainerName),
  ]);
  return {
    main: app.blobs.getContainerClient(site.containerName),
    preview: app.blobs.getContainerClient(site.previewContainerName),
  };
}

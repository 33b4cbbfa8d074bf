import type { Group } from '../entities/groups.js';

/** POST/PUT v2/groups body. */
export interface SaveGroupRequest {
  group: Partial<Group> & Pick<Group, 'name'>;
  deploymentIndexId: number;
}

import { BehaviorSubject } from 'rxjs';
import type { UploadItem } from '@portal/contracts';
import type { ItemStore, RunContext } from '../run/upload-run';
import { finishedState, type UploadMode } from './upload-items';

/**
 * The console's current upload: its items (with their File objects, which is why they live in a stream and not
 * in the Redux store) and whether it is a new upload or a metadata edit. The console host keeps the uploader
 * mounted on every screen, so the session outlives navigation between remotes.
 */
export interface UploadSession extends ItemStore {
  items$: BehaviorSubject<UploadItem[]>;
  mode$: BehaviorSubject<UploadMode>;
  /** The site, metadata set and values of the latest batch (a retry sends its transfers with them). */
  context: RunContext | null;
  /** Items added to the console: a new batch after ADD MORE joins the finished ones; a batch of the other mode replaces them. */
  add(items: UploadItem[], mode: UploadMode, context: RunContext): void;
  /** CLOSE: the console empties. */
  clear(): void;
}

export function createUploadSession(): UploadSession {
  const items$ = new BehaviorSubject<UploadItem[]>([]);
  const mode$ = new BehaviorSubject<UploadMode>('upload');
  const session: UploadSession = {
    items$,
    mode$,
    context: null,
    read: () => items$.getValue(),
    update: (change) => items$.next(change(items$.getValue())),
    add: (items, mode, context) => {
      const current = items$.getValue();
      // A finished upload makes way for an edit (and the other way round); ADD MORE joins the finished files.
      const startOver = mode !== mode$.getValue() && finishedState(current, mode$.getValue()) !== null;
      session.context = context;
      mode$.next(mode);
      items$.next(startOver ? items : [...current, ...items]);
    },
    clear: () => items$.next([]),
  };
  return session;
}

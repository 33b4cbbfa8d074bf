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
  /** When the current batch started and its items last changed (for its pace); null while the console is empty. */
  clock: BatchClock | null;
}

/** The current batch's timing: a batch added after the last one finished starts a new clock. */
export interface BatchClock {
  /** Epoch ms when the batch was added. */
  started: number;
  /** Epoch ms of the batch's latest change (a transfer's progress, a file marked uploaded). */
  changed: number;
  /** The first item of the batch in items$ (ADD MORE joins a new batch after the finished files). */
  from: number;
}

/** What a batch has done: its transfers' percentages and files marked uploaded, as one number. */
function progressOf(items: UploadItem[], from: number): number {
  let sum = 0;
  for (let index = from; index < items.length; index += 1) {
    const item = items[index] as UploadItem;
    sum += item.loadedPercentage + (item.MarkAsUploaded ? 1000 : 0);
  }
  return sum;
}

/** `now`: the clock (tests pass their own). */
export function createUploadSession(now: () => number = Date.now): UploadSession {
  const items$ = new BehaviorSubject<UploadItem[]>([]);
  const mode$ = new BehaviorSubject<UploadMode>('upload');
  const session: UploadSession = {
    items$,
    mode$,
    context: null,
    clock: null,
    read: () => items$.getValue(),
    update: (change) => {
      const before = items$.getValue();
      const after = change(before);
      // The clock moves with the transfers and marks only (a later indexing status does not slow the pace).
      const clock = session.clock;
      if (clock && progressOf(after, clock.from) !== progressOf(before, clock.from))
        session.clock = { ...clock, changed: now() };
      items$.next(after);
    },
    add: (items, mode, context) => {
      const current = items$.getValue();
      // A finished upload makes way for an edit (and the other way round); ADD MORE joins the finished files.
      const startOver = mode !== mode$.getValue() && finishedState(current, mode$.getValue()) !== null;
      session.context = context;
      // A batch added while another runs joins its clock; otherwise (empty or finished console) a new one starts.
      if (!session.clock || startOver || finishedState(current, mode$.getValue()) !== null) {
        const time = now();
        session.clock = { started: time, changed: time, from: startOver ? 0 : current.length };
      }
      mode$.next(mode);
      items$.next(startOver ? items : [...current, ...items]);
    },
    clear: () => {
      session.clock = null;
      items$.next([]);
    },
  };
  return session;
}

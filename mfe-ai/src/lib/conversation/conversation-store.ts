import { BehaviorSubject } from 'rxjs';
import {
  conversationReducer,
  newConversation,
  type ConversationAction,
  type ConversationMode,
  type ConversationState,
} from './conversation';

/** A panel's conversation: its state as one stream the panel renders, changed only by the reducer's actions. */
export interface ConversationStore {
  state$: BehaviorSubject<ConversationState>;
  read(): ConversationState;
  dispatch(action: ConversationAction): void;
}

export function createConversationStore(mode: ConversationMode): ConversationStore {
  const state$ = new BehaviorSubject(newConversation(mode));
  return {
    state$,
    read: () => state$.getValue(),
    dispatch: (action) => state$.next(conversationReducer(state$.getValue(), action)),
  };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage, GptModel, ReasoningLevel } from '@portal/contracts';
import { useStream } from '@portal/platform';
import { isBusy, messagesToResend, type ConversationMode } from '../lib/conversation/conversation';
import { createConversationStore } from '../lib/conversation/conversation-store';
import { runTurn, type AnswerCall } from '../lib/run/conversation-run';

/**
 * A panel's conversation: its state, and what the panel does with it. One turn runs at a time (a new one stops the
 * one under way); closing the panel (unmounting) stops the turn under way.
 */
export function useConversation(mode: ConversationMode, answer: AnswerCall) {
  const [store] = useState(() => createConversationStore(mode));
  const state = useStream(store.state$);
  const running = useRef<AbortController | null>(null);
  const call = useRef(answer);
  useEffect(() => {
    call.current = answer;
  }, [answer]);
  useEffect(() => () => running.current?.abort(), []);

  const send = useCallback(
    (messages: ChatMessage[]) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      return runTurn(store, messages, call.current, controller.signal);
    },
    [store],
  );
  return {
    state,
    busy: isBusy(state),
    /** Sends messages: a question, or the interaction a tool runs. */
    send,
    ask: useCallback((question: string) => send([{ role: 'user', message: question }]), [send]),
    stop: useCallback(() => running.current?.abort(), []),
    removeError: useCallback((id: number) => store.dispatch({ type: 'removed', id }), [store]),
    /** Changes the model and re-sends (spec §4: the interaction in 'rerun_interact' mode, else the last question). */
    chooseModel: useCallback(
      (model: GptModel) => {
        if (model === store.read().gptModel) return;
        running.current?.abort();
        store.dispatch({ type: 'modelChosen', model });
        void send(messagesToResend(store.read()));
      },
      [store, send],
    ),
    chooseReasoningLevel: useCallback(
      (level: ReasoningLevel) => store.dispatch({ type: 'reasoningChosen', level }),
      [store],
    ),
  };
}

export type ConversationControls = ReturnType<typeof useConversation>;

import {
  changingResponse,
  createResponseSession,
  currentResponse,
  opening,
  SESSION_RESPONSES_MAX,
  withResponse,
} from './response-session';
import { withTitle, type WorkingResponse } from './working-response';

const aResponse = (id: string, siteId = 12): WorkingResponse => ({
  id,
  siteId,
  title: `Response ${id}`,
  query: 'Brief',
  sections: [],
  provider: { kind: 'local', label: 'Local extractive assistant', model: 'extractive-v1' },
  stage: 'building',
  updatedAt: '2026-11-20T09:00:00.000Z',
});

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
  };
}

describe('the responses of a browser session', () => {
  test('survive a reload: a new session on the same storage finds them and the current one', () => {
    const storage = memoryStorage();
    createResponseSession(storage).update(withResponse(aResponse('a')));
    const again = createResponseSession(storage).read();
    expect(again.currentId).toBe('a');
    expect(currentResponse(again, 12)?.title).toBe('Response a');
  });

  test('the newest comes first and the oldest go beyond the limit', () => {
    const session = createResponseSession(memoryStorage());
    for (let index = 0; index <= SESSION_RESPONSES_MAX; index += 1)
      session.update(withResponse(aResponse(`r${index}`)));
    const ids = session.read().responses.map((response) => response.id);
    expect(ids).toHaveLength(SESSION_RESPONSES_MAX);
    expect(ids[0]).toBe(`r${SESSION_RESPONSES_MAX}`);
    expect(ids).not.toContain('r0');
  });

  test('a change is kept with its time; opening another makes it current', () => {
    const session = createResponseSession(memoryStorage());
    session.update(withResponse(aResponse('a')));
    session.update(withResponse(aResponse('b')));
    session.update(changingResponse('a', withTitle('Renamed'), new Date('2026-11-21T10:00:00.000Z')));
    session.update(opening('a'));
    const current = currentResponse(session.read(), 12);
    expect(current).toMatchObject({ id: 'a', title: 'Renamed', updatedAt: '2026-11-21T10:00:00.000Z' });
  });

  test('the current response of another site is not this site’s', () => {
    const session = createResponseSession(memoryStorage());
    session.update(withResponse(aResponse('a', 40)));
    expect(currentResponse(session.read(), 12)).toBeNull();
  });

  test('a response kept in another shape (an older page) is left out', () => {
    const storage = memoryStorage();
    storage.setItem(
      'portal.mfe-ai.responses',
      JSON.stringify({ responses: [{ id: 'old', text: 'A' }, aResponse('a')], currentId: 'old' }),
    );
    const restored = createResponseSession(storage).read();
    expect(restored.responses.map((response) => response.id)).toEqual(['a']);
    expect(restored.currentId).toBeNull();
  });

  test('storage that refuses or holds something unreadable leaves the session working in memory', () => {
    const full = {
      getItem: () => '{not json',
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const session = createResponseSession(full);
    expect(session.read().responses).toEqual([]);
    const listener = jest.fn();
    session.subscribe(listener);
    session.update(withResponse(aResponse('a')));
    expect(listener).toHaveBeenCalled();
    expect(session.read().currentId).toBe('a');
  });
});

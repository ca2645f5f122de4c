import { describe, expect, it } from 'vitest';
import { HISTORY_LIMIT, historyFromText, historyToText, requestOf, withSent } from './history';
import { DEFAULT_REQUEST, type HttpRequest } from './logic';

const request = (url: string, extra: Partial<HttpRequest> = {}): HttpRequest => ({
  ...DEFAULT_REQUEST,
  url,
  ...extra,
});

describe('the requests sent in this tab', () => {
  it('newest first; sending the same request again moves it to the top once', () => {
    let history = withSent([], request('https://a.test/'), 200, 1);
    history = withSent(history, request('https://b.test/'), 404, 2);
    history = withSent(history, request('https://a.test/'), 500, 3);
    expect(history.map((e) => [requestOf(e).url, e.status, e.at])).toEqual([
      ['https://a.test/', 500, 3],
      ['https://b.test/', 404, 2],
    ]);
  });

  it(`keeps the last ${HISTORY_LIMIT}`, () => {
    let history = withSent([], request('https://x.test/0'), 200, 0);
    for (let i = 1; i <= HISTORY_LIMIT + 5; i++) history = withSent(history, request(`https://x.test/${i}`), 200, i);
    expect(history).toHaveLength(HISTORY_LIMIT);
    expect(requestOf(history[0]).url).toBe(`https://x.test/${HISTORY_LIMIT + 5}`);
  });

  it('holds no credentials: basic auth and credential headers are left out, the rest comes back', () => {
    const sent = request('https://api.test/items', {
      method: 'POST',
      body: '{"a":1}',
      auth: { username: 'ann', password: 's3cret' },
      headers: [
        { key: 'Authorization', value: 'Bearer tok', enabled: true },
        { key: 'X-Api-Key', value: 'k3y', enabled: true },
        { key: 'Accept', value: 'application/json', enabled: true },
      ],
    });
    const text = historyToText(withSent([], sent, 201, 5));
    for (const secret of ['ann', 's3cret', 'tok', 'k3y']) expect(text).not.toContain(secret);
    const back = requestOf(historyFromText(text)[0]);
    expect(back).toMatchObject({ method: 'POST', url: 'https://api.test/items', body: '{"a":1}' });
    expect(back.headers).toEqual([{ key: 'Accept', value: 'application/json', enabled: true }]);
    expect(back.auth).toEqual({ username: '', password: '' });
  });

  it('reads back what it wrote; anything else is no entries', () => {
    const history = withSent([], request('https://a.test/'), 0, 9);
    expect(historyFromText(historyToText(history))).toEqual(history);
    expect(historyToText([])).toBe('');
    for (const text of ['', 'not json', '{}', '[1, null, {"query": 1}]', '[{"query":"a","status":"200","at":1}]'])
      expect(historyFromText(text)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { batchNotifications } from './live-bus.ts';

/** A send that stays pending until the test lets it finish, recording what each call carried. */
function controlledSend() {
  const calls: string[][] = [];
  const finish: Array<(error?: unknown) => void> = [];
  const send = (payloads: string[]) =>
    new Promise<void>((resolve, reject) => {
      calls.push(payloads);
      finish.push((error) => (error === undefined ? resolve() : reject(error)));
    });
  return { calls, finish, send };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('batchNotifications (issue 33 item 2)', () => {
  it('sends a lone event at once, and what arrives meanwhile together in the next statement, in order', async () => {
    const { calls, finish, send } = controlledSend();
    const { notify } = batchNotifications(send, () => {
      throw new Error('no failure expected');
    });
    const done: string[] = [];
    const first = notify('a').then(() => done.push('a'));
    expect(calls).toEqual([['a']]);
    const rest = ['b', 'c', 'd'].map((payload) => notify(payload).then(() => done.push(payload)));
    await tick();
    // b, c and d wait for the statement in flight: none of them is sent on its own.
    expect(calls).toEqual([['a']]);
    expect(done).toEqual([]);
    finish[0]!();
    await first;
    await tick();
    expect(calls).toEqual([['a'], ['b', 'c', 'd']]);
    expect(done).toEqual(['a']);
    finish[1]!();
    await Promise.all(rest);
    expect(done).toEqual(['a', 'b', 'c', 'd']);
    // Idle again: the next event leaves at once, alone.
    void notify('e');
    expect(calls).toEqual([['a'], ['b', 'c', 'd'], ['e']]);
  });

  it('reports a failed statement with its payloads, resolves its publishers and goes on with the next ones', async () => {
    const { calls, finish, send } = controlledSend();
    const failures: Array<{ error: unknown; payloads: string[] }> = [];
    const { notify } = batchNotifications(send, (error, payloads) => failures.push({ error, payloads }));
    const failed = notify('a');
    const next = notify('b');
    finish[0]!(new Error('file de notifications pleine'));
    await failed;
    expect(failures).toEqual([{ error: new Error('file de notifications pleine'), payloads: ['a'] }]);
    await tick();
    expect(calls).toEqual([['a'], ['b']]);
    finish[1]!();
    await next;
    expect(failures).toHaveLength(1);
  });

  it('flushes what is still on its way (a stopping server sends its last events before it closes)', async () => {
    const { calls, finish, send } = controlledSend();
    const { notify, flush } = batchNotifications(send, () => undefined);
    await flush();
    void notify('a');
    void notify('b');
    let flushed = false;
    const flushing = flush().then(() => (flushed = true));
    finish[0]!();
    await tick();
    expect(calls).toEqual([['a'], ['b']]);
    expect(flushed).toBe(false);
    finish[1]!();
    await flushing;
    expect(flushed).toBe(true);
  });
});

import { createServer, connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { problemWithin, within } from './within';

/** A connected pair of sockets on loopback: what the server side writes, the client reads. */
async function socketPair(): Promise<{ server: Socket; client: Socket; close: () => void }> {
  let accepted!: (s: Socket) => void;
  const serverSide = new Promise<Socket>((resolve) => (accepted = resolve));
  const listener = createServer(accepted);
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const client = connect((listener.address() as AddressInfo).port, '127.0.0.1');
  const server = await serverSide;
  return { server, client, close: () => (client.destroy(), server.destroy(), listener.close()) };
}

const busyFor = (ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until);
};

describe('within', () => {
  it('rejects, naming what did not answer, when nothing answers in time', async () => {
    await expect(within(20, new Promise(() => undefined), 'Redis')).rejects.toThrow('Redis did not answer within 20 ms');
    expect(await problemWithin(20, () => new Promise(() => undefined), 'Database')).toBe('Database did not answer within 20 ms');
  });

  it('takes an answer that arrived while this thread was busy past the limit', async () => {
    const { server, client, close } = await socketPair();
    try {
      const answer = new Promise<string>((resolve) => client.once('data', (d) => resolve(String(d))));
      const checked = within(50, answer, 'Redis');
      server.write('PONG');
      busyFor(300); // the answer is in the socket's buffer long before the thread looks
      await expect(checked).resolves.toBe('PONG');
    } finally {
      close();
    }
  });
});

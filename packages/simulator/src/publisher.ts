/**
 * The MQTT side: one client for the whole fleet (as one gateway account), QoS 1 publishing that resolves
 * when the broker acknowledges, reconnecting by itself. A refused login is reported and ends the run,
 * because retrying a wrong password forever helps nobody.
 */
import mqtt, { type MqttClient } from 'mqtt';
import { atMost } from './time.ts';

export interface PublisherOptions {
  url: string;
  username: string | undefined;
  password: string | undefined;
  clientId: string;
  /** Called with lines worth telling the user (connection lost, back again). */
  say: (line: string) => void;
}

export class PublisherError extends Error {}

/** The broker URL as the simulator prints it: a password written into the URL is hidden. */
export function shownUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url.replace(/(:\/\/[^\s:/@]*:)[^\s@/]+@/, '$1***@');
  }
}

export class Publisher {
  readonly #client: MqttClient;
  #fatal: Error | undefined;
  readonly #fatalWaiters = new Set<(error: Error) => void>();

  private constructor(client: MqttClient) {
    this.#client = client;
  }

  /** Connects, waiting until the broker accepts (it may not be up yet); rejects when the login is refused. */
  static async connect(options: PublisherOptions, signal: AbortSignal): Promise<Publisher> {
    const client = mqtt.connect(options.url, {
      clientId: options.clientId,
      username: options.username,
      password: options.password,
      clean: true,
      reconnectPeriod: 2_000,
      connectTimeout: 10_000,
      keepalive: 30,
      // QoS 1 messages stay queued while the connection is down and go out after reconnecting.
      queueQoSZero: false,
    });
    const publisher = new Publisher(client);
    const url = shownUrl(options.url);
    let warned = false;
    let connectedOnce = false;
    client.on('connect', () => {
      if (connectedOnce) options.say(`reconnected to ${url}`);
      connectedOnce = true;
    });
    client.on('offline', () => {
      if (connectedOnce) options.say(`lost the connection to ${url}; retrying`);
    });
    client.on('error', (error: Error & { code?: number }) => {
      // CONNACK 4 (bad user name or password) and 5 (not authorised), MQTT 5: 134 and 135.
      if (error.code === 4 || error.code === 5 || error.code === 134 || error.code === 135) {
        publisher.#fail(new PublisherError(`the broker at ${url} refused the login: ${error.message}`));
        return;
      }
      if (!connectedOnce && !warned) {
        warned = true;
        options.say(`waiting for the broker at ${url} (${error.message})`);
      }
    });
    await new Promise<void>((resolve, reject) => {
      if (client.connected) return resolve();
      const onAbort = () => reject(new PublisherError('stopped before the broker answered'));
      signal.addEventListener('abort', onAbort, { once: true });
      client.once('connect', () => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      });
      publisher.#fatalWaiters.add((error) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      });
    }).catch(async (error: unknown) => {
      await client.endAsync(true).catch(() => undefined);
      throw error;
    });
    return publisher;
  }

  #fail(error: Error): void {
    if (this.#fatal) return;
    this.#fatal = error;
    for (const waiter of this.#fatalWaiters) waiter(error);
    this.#fatalWaiters.clear();
    this.#client.end(true);
  }

  /** Resolves with the error that ends the run (a refused login), if one happens. */
  fatal(): Promise<Error> {
    if (this.#fatal) return Promise.resolve(this.#fatal);
    return new Promise((resolve) => this.#fatalWaiters.add(resolve));
  }

  /** Publishes at QoS 1; resolves when the broker acknowledged. */
  async publish(topic: string, payload: string): Promise<void> {
    if (this.#fatal) throw this.#fatal;
    await this.#client.publishAsync(topic, payload, { qos: 1 });
  }

  async close(): Promise<void> {
    // Give acknowledgements in flight a moment; then leave.
    let ended = false;
    await atMost(
      this.#client.endAsync(false).then(() => {
        ended = true;
      }),
      3_000,
    );
    if (!ended) await this.#client.endAsync(true);
  }
}

/**
 * Backfill progress in the terminal: percent, samples per second (over the last 10 s), ETA. On a terminal
 * one line is rewritten every second; in a log (not a TTY) a line is written every 10 seconds.
 */
import { formatDuration } from './time.ts';

export interface ProgressOptions {
  total: number;
  write: (text: string) => void;
  isTTY: boolean;
  now?: () => number;
}

export class Progress {
  readonly #total: number;
  readonly #write: ProgressOptions['write'];
  readonly #isTTY: boolean;
  readonly #now: () => number;
  readonly #startedAt: number;
  #done = 0;
  #published = 0;
  #lastPrinted = 0;
  /** (time, published) pairs of the last seconds, for the current rate. */
  #window: { at: number; published: number }[] = [];

  constructor(options: ProgressOptions) {
    this.#total = options.total;
    this.#write = options.write;
    this.#isTTY = options.isTTY;
    this.#now = options.now ?? Date.now;
    this.#startedAt = this.#now();
    this.#window.push({ at: this.#startedAt, published: 0 });
  }

  /** Samples handled (published or deliberately skipped) and published, as they are acknowledged. */
  add(done: number, published: number): void {
    this.#done += done;
    this.#published += published;
    const now = this.#now();
    if (now - this.#lastPrinted >= (this.#isTTY ? 1_000 : 10_000)) this.print(now);
  }

  get done(): number {
    return this.#done;
  }

  line(now = this.#now()): string {
    const w = this.#window;
    w.push({ at: now, published: this.#published });
    while (w.length > 2 && now - w[0]!.at > 10_000) w.shift();
    const first = w[0]!;
    const rate = now > first.at ? ((this.#published - first.published) * 1000) / (now - first.at) : 0;
    const percent = this.#total > 0 ? (100 * this.#done) / this.#total : 100;
    const overall = now > this.#startedAt ? (this.#done * 1000) / (now - this.#startedAt) : 0;
    const eta = overall > 0 ? ((this.#total - this.#done) / overall) * 1000 : Number.NaN;
    return (
      `backfill ${percent.toFixed(1).padStart(5)}%  ${this.#done.toLocaleString('en-US')}/${this.#total.toLocaleString('en-US')} samples  ` +
      `${Math.round(rate).toLocaleString('en-US')} samples/s  ETA ${formatDuration(eta)}`
    );
  }

  print(now = this.#now()): void {
    this.#lastPrinted = now;
    const text = this.line(now);
    this.#write(this.#isTTY ? `\r${text}\x1b[K` : `${text}\n`);
  }

  finish(): string {
    const seconds = (this.#now() - this.#startedAt) / 1000;
    const rate = seconds > 0 ? Math.round(this.#published / seconds) : this.#published;
    const text =
      `backfill finished: ${this.#published.toLocaleString('en-US')} samples published in ` +
      `${formatDuration(seconds * 1000)} (${rate.toLocaleString('en-US')} samples/s)`;
    this.#write(this.#isTTY ? `\r${text}\x1b[K\n` : `${text}\n`);
    return text;
  }
}

/** A message as the HTTP side shows it. */
export interface CaughtMessage {
  id: string;
  /** The From header as written (name and address), else the envelope's sender. */
  from: string;
  /** Whom it was delivered to: the envelope's recipients (Bcc ones too), as the sender wrote them. */
  to: string[];
  subject: string;
  /** The Date header, else when it arrived; ISO 8601. */
  date: string;
  text: string | null;
  html: string | null;
  /** Every header of the message, by lower-case name. */
  headers: Record<string, string>;
}

interface Stored {
  message: CaughtMessage;
  /** The recipients in lower case: an address is matched without regard to case. */
  recipients: readonly string[];
}

const normalized = (address: string) => address.trim().toLowerCase();

/**
 * The caught messages, in memory and in the order they arrived, at most `maxMessages` of them: the oldest go first.
 * Counting, in all or for one address, costs nothing however many there are (a benchmark asks while it sends).
 */
export class MessageStore {
  /** Oldest first; the places before `head` are emptied ones, cut off in batches so that each drop costs nothing. */
  private items: (Stored | undefined)[] = [];
  private head = 0;
  private readonly perRecipient = new Map<string, number>();
  private nextId = 1;

  constructor(private readonly maxMessages: number) {}

  add(message: Omit<CaughtMessage, 'id'>): CaughtMessage {
    const stored = {
      message: { id: String(this.nextId++), ...message },
      recipients: [...new Set(message.to.map(normalized))],
    };
    this.items.push(stored);
    for (const address of stored.recipients) this.perRecipient.set(address, (this.perRecipient.get(address) ?? 0) + 1);
    if (this.count() > this.maxMessages) this.dropOldest();
    return stored.message;
  }

  count(to?: string): number {
    return to === undefined ? this.items.length - this.head : (this.perRecipient.get(normalized(to)) ?? 0);
  }

  /** Newest first: those delivered to `to` if given, at most `limit`. */
  list({ to, limit = Infinity }: { to?: string; limit?: number } = {}): CaughtMessage[] {
    const wanted = to === undefined ? undefined : normalized(to);
    const found: CaughtMessage[] = [];
    for (let i = this.items.length - 1; i >= this.head && found.length < limit; i--) {
      const stored = this.items[i]!;
      if (wanted === undefined || stored.recipients.includes(wanted)) found.push(stored.message);
    }
    return found;
  }

  clear(): void {
    this.items = [];
    this.head = 0;
    this.perRecipient.clear();
  }

  private dropOldest() {
    const oldest = this.items[this.head]!;
    // Emptied at once, so that the message's memory is freed before the array is cut.
    this.items[this.head++] = undefined;
    for (const address of oldest.recipients) {
      const left = this.perRecipient.get(address)! - 1;
      if (left === 0) this.perRecipient.delete(address);
      else this.perRecipient.set(address, left);
    }
    // The array is cut once the dropped part is as long as the kept one: a copy now and then instead of one per drop.
    if (this.head >= this.maxMessages) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
  }
}

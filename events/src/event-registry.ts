import type { EventDefinition } from './define-event.ts';

/** A set of event definitions looked up by type name. */
export class EventRegistry {
  readonly #byType = new Map<string, EventDefinition>();

  constructor(definitions: Iterable<EventDefinition> = []) {
    for (const d of definitions) this.add(d);
  }

  add(definition: EventDefinition): this {
    const existing = this.#byType.get(definition.type);
    if (existing && existing !== definition) throw new Error(`event type ${definition.type} is defined twice`);
    this.#byType.set(definition.type, definition);
    return this;
  }

  get(type: string): EventDefinition | undefined {
    return this.#byType.get(type);
  }

  require(type: string): EventDefinition {
    const d = this.#byType.get(type);
    if (!d) throw new Error(`unknown event type ${type}: add its definition to the catalogue`);
    return d;
  }

  all(): EventDefinition[] {
    return [...this.#byType.values()].sort(
      (a, b) => a.aggregate.localeCompare(b.aggregate) || a.type.localeCompare(b.type),
    );
  }

  /** A registry holding this one's definitions and `more`; for tests that add their own events. */
  with(more: Iterable<EventDefinition>): EventRegistry {
    const r = new EventRegistry(this.#byType.values());
    for (const d of more) r.add(d);
    return r;
  }
}

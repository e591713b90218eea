import type { PlayerEventMap, PlayerEventName, PlayerListener } from './PlayerAdapter';

/** A typed event emitter for adapters: listeners per event, removed one by one or all at once. */
export class PlayerEmitter {
  private readonly listeners = new Map<PlayerEventName, Set<PlayerListener<PlayerEventName>>>();

  on<Name extends PlayerEventName>(event: Name, listener: PlayerListener<Name>): () => void {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener as PlayerListener<PlayerEventName>);
    this.listeners.set(event, set);
    return () => set.delete(listener as PlayerListener<PlayerEventName>);
  }

  emit<Name extends PlayerEventName>(event: Name, ...[payload]: PlayerEventMap[Name] extends undefined ? [] : [PlayerEventMap[Name]]): void {
    // A copy: a listener may unsubscribe (or subscribe) while the event is delivered.
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(payload as PlayerEventMap[PlayerEventName]);
  }

  clear(): void {
    this.listeners.clear();
  }
}

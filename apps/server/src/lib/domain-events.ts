import type { FastifyBaseLogger } from 'fastify'

/** Facts other modules may react to, announced in this process after their transaction committed. */
export type DomainEvent = { type: 'profile.created'; profileId: string }

type Listener<T extends DomainEvent['type']> = (event: Extract<DomainEvent, { type: T }>) => unknown

export interface DomainEvents {
  /** Listeners run after the caller has moved on; a failing listener is logged, never thrown. */
  on<T extends DomainEvent['type']>(type: T, listener: Listener<T>): void
  /** Call only after the commit of what the event says. Never throws, never waits. */
  emit(event: DomainEvent): void
}

/**
 * A small in-process seam: the core announces what happened, a feature such as the demo
 * community reacts through the same services a user calls. With several instances each fact is
 * emitted once, by the instance that committed it.
 */
export function createDomainEvents(log: FastifyBaseLogger): DomainEvents {
  const listeners = new Map<string, ((event: DomainEvent) => unknown)[]>()
  return {
    on(type, listener) {
      const list = listeners.get(type) ?? []
      list.push(listener as (event: DomainEvent) => unknown)
      listeners.set(type, list)
    },
    emit(event) {
      for (const listener of listeners.get(event.type) ?? []) {
        setImmediate(() => {
          Promise.resolve()
            .then(() => listener(event))
            .catch((err: unknown) => log.error({ err, event: event.type }, 'a domain event listener failed'))
        })
      }
    },
  }
}
